/// How an ``AlertController`` asks to be shown.
public enum AlertControllerStyle: Sendable, Hashable {
    /// A list of choices attached to the view that raised the error.
    case actionSheet
    /// A modal alert in the middle of the screen.
    case alert
}
