/// How an ``AlertController`` asks to be shown.
public enum AlertControllerStyle: Sendable, Hashable {
    /// A list of choices attached to the view that raised the error.
    case actionSheet
    /// A modal alert in the middle of the screen.
    case alert
}

/// The meaning of an ``AlertAction``, which decides how a presenter draws it: the role of an
/// ``ErrorPresentation/Button`` under its SwiftErrorHandler 5 name, with the same cases
/// (`default`, `cancel` and `destructive`).
public typealias AlertActionStyle = ErrorPresentation.Button.Role
