/// One button of an ``AlertController``, independent of any UI framework.
///
/// The handler is kept alive exactly as long as the action (and so the alert that holds it)
/// is alive, so a presenter that keeps the alert while it is on screen keeps its buttons
/// working.
public final class AlertAction {
    /// The button's title.
    public let title: String?
    /// What kind of choice the button is.
    public let style: AlertActionStyle
    /// The code that runs when the button is tapped.
    public let handler: ((AlertAction) -> Void)?

    /// Creates a button.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: What kind of choice the button is.
    ///   - handler: The code that runs when the button is tapped; it receives the action.
    public init(title: String?, style: AlertActionStyle, handler: ((AlertAction) -> Void)?) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Runs the button's handler as a tap would.
    ///
    /// Presenters call this when the person chooses the button.
    public func perform() {
        handler?(self)
    }
}
