/// An alert with a single button that acknowledges the error.
public struct ConfirmableAlert: ErrorAlert {
    /// The alert's title.
    public let title: String
    /// The alert's message.
    public let message: String?
    /// The title of the only button.
    public let confirmTitle: String
    /// Runs when the button is tapped, before the handling chain goes on.
    public let confirmAction: ((any Error) -> Void)?

    /// Creates the alert.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The alert's message.
    ///   - confirmTitle: The title of the only button.
    ///   - confirmAction: Runs when the button is tapped.
    public init(
        title: String,
        message: String? = nil,
        confirmTitle: String,
        confirmAction: ((any Error) -> Void)? = nil
    ) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.confirmAction = confirmAction
    }

    /// Builds an alert whose one button runs ``confirmAction`` and then `onCompleted`.
    public func build(for error: any Error, onCompleted: OnErrorHandled) -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(
            .completing(title: confirmTitle, style: .default, run: confirmAction, error: error, onCompleted))
        return alert
    }
}
