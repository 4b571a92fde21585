extension ErrorPresentation {
    /// Creates the presentation of an alert built for the rules engine, so a presenter of
    /// ``ErrorPresentation`` values can show it.
    ///
    /// Each button runs the alert action's handler on the main actor. The presentation keeps
    /// the alert alive, so its handling chain goes on when a button is chosen, when the
    /// presentation leaves the ``ErrorCenter`` that shows it without a choice, or when it is
    /// released.
    /// - Parameter alert: The alert; its ``AlertController/error`` becomes ``error``.
    public init(alert: AlertController) {
        self.init(
            title: alert.title ?? "",
            message: alert.message,
            buttons: alert.actions.indices.map { index in
                let action = MainActorAlertAction(alert: alert, index: index)
                return Button(
                    title: alert.actions[index].title ?? "",
                    role: alert.actions[index].style
                ) { await action.perform() }
            },
            style: PresentationStyle(alert.preferredStyle),
            error: alert.error ?? AlertWithoutError()
        )
        if let completion = alert.onReleaseWithoutTap {
            self = completing(completion)
        }
    }
}

/// The error of a presentation made from an alert that was built outside an ``ErrorHandler``
/// and so names no error.
struct AlertWithoutError: Error {}

extension AlertController {
    /// Creates an alert that shows `presentation` through an ``ErrorHandlerView`` written for
    /// the SwiftErrorHandler 5 API.
    ///
    /// Each alert action starts the button's `async` action. The alert keeps the buttons, and
    /// so the handling chain that made the presentation, waiting until a button's action has
    /// finished or the alert is released. Toasts and inline messages become alerts, as an
    /// ``AlertController`` has no such styles.
    /// - Parameter presentation: The presentation to show.
    public convenience init(presentation: ErrorPresentation) {
        self.init(
            title: presentation.title,
            message: presentation.message,
            preferredStyle: AlertControllerStyle(presentation.style)
        )
        error = presentation.error
        for button in presentation.buttons {
            addAction(
                AlertAction(title: button.title, style: button.role) { _ in
                    Task { await button.action() }
                })
        }
    }
}
