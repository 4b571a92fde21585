/// The end of one step of a handling chain. However often and from wherever it is called —
/// a button, an alert released without a tap, a custom action calling its completion twice —
/// the next step starts exactly once.
final class StepCompletion: Sendable {
    private let isCompleted = Locked(false)
    private let next: @Sendable () -> Void

    init(_ next: @escaping @Sendable () -> Void) {
        self.next = next
    }

    /// Starts the next step, unless an earlier call already did.
    func complete() {
        let isFirst = isCompleted.withLock { done in
            defer { done = true }
            return !done
        }
        if isFirst {
            next()
        }
    }
}
