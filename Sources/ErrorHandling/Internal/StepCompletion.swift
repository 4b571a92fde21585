/// The end of one step of a handling chain. However often and from wherever it is called —
/// a button, an alert released without a tap, a custom action calling its completion twice —
/// the next step starts exactly once.
///
/// Once it has fired it lets go of the rest of the chain, so a completion that an action keeps
/// (in a property, in the alert it built) does not keep the handler's rules and views alive.
final class StepCompletion: Sendable {
    private let next: Locked<(@Sendable () -> Void)?>

    init(_ next: @escaping @Sendable () -> Void) {
        self.next = Locked(next)
    }

    /// Starts the next step, unless an earlier call already did.
    /// - Parameter firstly: Runs before the next step, only when this call is the one that
    ///   starts it.
    func complete(firstly: () -> Void = {}) {
        let next = next.withLock { next in
            defer { next = nil }
            return next
        }
        guard let next else { return }
        firstly()
        next()
    }
}
