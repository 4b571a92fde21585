/// Something that can show errors to the person using the app.
///
/// View controllers, SwiftUI hosts, terminals, error centers and test recorders conform.
/// ``ErrorHandler`` holds a view that is a class weakly, so a view controller may keep its own
/// handler in a `lazy var` without a retain cycle.
///
/// A view written for the SwiftErrorHandler 5 API implements only ``present(alert:)``; the
/// presentations the rules make (``ActionHandler/presentError``) then reach it as an
/// ``AlertController`` built for them. Views of this package implement ``present(_:)`` and get
/// the ``ErrorPresentation`` itself.
public protocol ErrorHandlerView {
    /// Shows an alert. Keep `alert` alive while it is on screen: its buttons stop working, and
    /// the handling chain moves on, once it is released.
    /// - Parameter alert: The alert to show. Its ``AlertController/error`` is set.
    func present(alert: AlertController)

    /// Shows a presentation. Keep it (or its buttons) while it is on screen: the handling
    /// chain that made it goes on when a button's action has finished, or once every copy of
    /// the presentation and its buttons is released. (An ``ErrorCenter`` lets the chain go on
    /// as soon as the presentation leaves it without a choice.)
    ///
    /// The default shows it through ``present(alert:)``, as an ``AlertController`` whose
    /// buttons run the presentation's.
    /// - Parameter presentation: What to show.
    func present(_ presentation: ErrorPresentation)
}

extension ErrorHandlerView {
    /// Shows `presentation` through ``present(alert:)``: the boundary with a view written for
    /// the SwiftErrorHandler 5 API.
    /// - Parameter presentation: What to show.
    public func present(_ presentation: ErrorPresentation) {
        present(alert: AlertController(presentation: presentation))
    }
}
