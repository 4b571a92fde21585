/// The meaning of an ``AlertAction``, which decides how a presenter draws it: the role of an
/// ``ErrorPresentation/Button`` under its SwiftErrorHandler 5 name, with the same cases
/// (`default`, `cancel` and `destructive`).
public typealias AlertActionStyle = ErrorPresentation.Button.Role
