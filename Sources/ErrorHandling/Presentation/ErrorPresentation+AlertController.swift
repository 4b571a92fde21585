extension ErrorPresentation {
    /// Creates the presentation of an alert built for the rules engine, so a presenter of
    /// ``ErrorPresentation`` values can show it.
    ///
    /// Each button runs the alert action's handler on the main actor. The presentation keeps
    /// the alert alive, so its handling chain goes on when a button is chosen or when the
    /// presentation is released.
    /// - Parameter alert: The alert; its ``AlertController/error`` becomes ``error``.
    public init(alert: AlertController) {
        self.init(
            title: alert.title ?? "",
            message: alert.message,
            buttons: alert.actions.indices.map { index in
                let action = MainActorAlertAction(alert: alert, index: index)
                return Button(
                    title: alert.actions[index].title ?? "",
                    role: Button.Role(alert.actions[index].style)
                ) { await action.perform() }
            },
            style: PresentationStyle(alert.preferredStyle),
            error: alert.error ?? AlertWithoutError()
        )
    }
}

/// The error of a presentation made from an alert that was built outside an ``ErrorHandler``
/// and so names no error.
struct AlertWithoutError: Error {}

extension AlertController {
    /// Creates an alert that shows `presentation` through any ``ErrorHandlerView``.
    ///
    /// Each alert action starts the button's `async` action. Toasts and inline messages become
    /// alerts, as an ``AlertController`` has no such styles.
    /// - Parameter presentation: The presentation to show.
    public convenience init(presentation: ErrorPresentation) {
        self.init(presentation: presentation, onCompleted: nil)
    }

    /// Creates an alert that shows `presentation` and completes `completion` once the action
    /// of the chosen button has finished.
    convenience init(presentation: ErrorPresentation, onCompleted completion: StepCompletion?) {
        self.init(
            title: presentation.title,
            message: presentation.message,
            preferredStyle: AlertControllerStyle(presentation.style)
        )
        error = presentation.error
        for button in presentation.buttons {
            addAction(
                AlertAction(title: button.title, style: AlertActionStyle(button.role)) { [weak self] _ in
                    if completion != nil {
                        // The chain goes on when the button's work is done, not when the
                        // alert, which goes away at the tap, is released.
                        self?.onReleaseWithoutTap = nil
                    }
                    Task {
                        await button.action()
                        completion?.complete()
                    }
                })
        }
    }
}
