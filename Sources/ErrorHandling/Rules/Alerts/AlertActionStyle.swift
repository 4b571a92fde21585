/// The meaning of an ``AlertAction``, which decides how a presenter draws it.
public enum AlertActionStyle: Sendable, Hashable {
    /// An ordinary choice.
    case `default`
    /// The choice that closes the alert without doing anything else.
    case cancel
    /// A choice that destroys or discards something.
    case destructive
}
