/// Something that can show an ``AlertController`` to the person using the app.
///
/// View controllers, SwiftUI hosts, terminals and test recorders conform. ``ErrorHandler``
/// holds a view that is a class weakly, so a view controller may keep its own handler in a
/// `lazy var` without a retain cycle.
public protocol ErrorHandlerView {
    /// Shows an alert. Keep `alert` alive while it is on screen: its buttons stop working, and
    /// the handling chain moves on, once it is released.
    /// - Parameter alert: The alert to show. Its ``AlertController/error`` is set.
    func present(alert: AlertController)
}
