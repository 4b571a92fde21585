/// An alert that asks the person to confirm or reject something.
public struct RejectableAlert: ErrorAlert {
    /// The alert's title.
    public let title: String
    /// The alert's message.
    public let message: String?
    /// The title of the confirming button.
    public let confirmTitle: String
    /// The title of the rejecting (cancel) button.
    public let rejectTitle: String
    /// Runs when the confirming button is tapped.
    public let confirmAction: ((any Error) -> Void)?
    /// Runs when the rejecting button is tapped.
    public let rejectAction: ((any Error) -> Void)?

    /// Creates the alert.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The alert's message.
    ///   - confirmTitle: The title of the confirming button.
    ///   - rejectTitle: The title of the rejecting button, shown with the cancel style.
    ///   - confirmAction: Runs when the confirming button is tapped.
    ///   - rejectAction: Runs when the rejecting button is tapped.
    public init(
        title: String,
        message: String? = nil,
        confirmTitle: String,
        rejectTitle: String,
        confirmAction: ((any Error) -> Void)? = nil,
        rejectAction: ((any Error) -> Void)? = nil
    ) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.rejectTitle = rejectTitle
        self.confirmAction = confirmAction
        self.rejectAction = rejectAction
    }

    /// Builds an alert with a confirming and a rejecting button; each runs its action and
    /// then `onCompleted`.
    public func build(for error: any Error, onCompleted: OnErrorHandled) -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(
            .completing(title: confirmTitle, style: .default, run: confirmAction, error: error, onCompleted))
        alert.addAction(
            .completing(title: rejectTitle, style: .cancel, run: rejectAction, error: error, onCompleted))
        return alert
    }
}
