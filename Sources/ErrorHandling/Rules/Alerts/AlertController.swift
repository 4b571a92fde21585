/// An alert described independently of any UI framework: a title, a message and buttons.
///
/// ``ErrorAlert`` values build one for each error; an ``ErrorHandlerView`` shows it with
/// whatever its platform offers (`UIAlertController`, `NSAlert`, SwiftUI, a terminal).
public final class AlertController {
    /// The alert's title.
    public let title: String?
    /// The alert's message, under the title.
    public let message: String?
    /// How the alert asks to be shown.
    public let preferredStyle: AlertControllerStyle
    /// The buttons, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The error this alert is about.
    ///
    /// ``ErrorHandler`` sets it before it calls ``ErrorHandlerView/present(alert:)``, so a
    /// presenter knows what it shows (for logging, grouping or accessibility).
    public internal(set) var error: (any Error)?

    /// Runs once when the alert goes away without any of its buttons having been tapped,
    /// so the handling chain that presented it never waits forever.
    var onReleaseWithoutTap: StepCompletion?

    /// Creates an alert with no buttons.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The alert's message.
    ///   - preferredStyle: How the alert asks to be shown.
    public init(title: String?, message: String?, preferredStyle: AlertControllerStyle) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds a button after the existing ones.
    /// - Parameter action: The button to add.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    deinit {
        onReleaseWithoutTap?.complete()
    }
}
