import Observation

extension ErrorCenter {
    /// Returns when ``retries`` changes, or at once when the task is cancelled.
    /// - Parameter willChange: Runs on the main actor as the change begins, before the code
    ///   that changes ``retries`` goes on (and, say, starts an attempt that writes output).
    func retriesChange(willChange: @escaping @MainActor @Sendable () -> Void) async {
        let signal = OneTimeSignal()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                withObservationTracking {
                    _ = retries
                } onChange: {
                    // `retries` only changes on the main actor, which runs this during the change.
                    MainActor.assumeIsolated(willChange)
                    signal.fire()
                }
                signal.wait(with: continuation)
            }
        } onCancel: {
            signal.fire()
        }
    }
}

/// Resumes one waiting continuation once, whether it fires before or after the continuation
/// starts waiting.
private final class OneTimeSignal: Sendable {
    private struct State {
        var hasFired = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Locked(State())

    /// Makes `continuation` wait for the signal; resumes it at once if the signal has fired.
    func wait(with continuation: CheckedContinuation<Void, Never>) {
        let hasFired = state.withLock { state in
            if !state.hasFired {
                state.waiter = continuation
            }
            return state.hasFired
        }
        if hasFired {
            continuation.resume()
        }
    }

    /// Fires the signal: resumes the waiting continuation, once.
    func fire() {
        let waiter = state.withLock { state in
            state.hasFired = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }
}
