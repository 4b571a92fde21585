/// Hands one value to one waiting continuation, once: the first value delivered wins, whether
/// it comes before or after the continuation starts waiting.
final class Handoff<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var waiter: CheckedContinuation<Value, Never>?
    }

    private let state = Locked(State())

    /// Makes `continuation` wait for the value; resumes it at once if the value has come.
    func wait(with continuation: CheckedContinuation<Value, Never>) {
        let value = state.withLock { state in
            if state.value == nil {
                state.waiter = continuation
            }
            return state.value
        }
        if let value {
            continuation.resume(returning: value)
        }
    }

    /// Delivers `value` to the waiting continuation, unless a value was delivered before.
    func deliver(_ value: Value) {
        let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: value)
    }
}
