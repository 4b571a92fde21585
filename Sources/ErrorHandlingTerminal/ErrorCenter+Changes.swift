import Observation

extension ErrorCenter {
    /// Returns when something `observed` reads of the center changes, or at once when the task
    /// is cancelled.
    /// - Parameters:
    ///   - observed: Reads what to watch.
    ///   - willChange: Runs on the main actor as the change begins, before the code that makes
    ///     it goes on (and, say, starts an attempt that writes output).
    func change(
        of observed: @MainActor () -> Void,
        willChange: @escaping @MainActor @Sendable () -> Void = {}
    ) async {
        let signal = Handoff<Void>()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                withObservationTracking(observed) {
                    // What a center publishes only changes on the main actor, which runs this
                    // during the change.
                    MainActor.assumeIsolated(willChange)
                    signal.deliver(())
                }
                signal.wait(with: continuation)
            }
        } onCancel: {
            signal.deliver(())
        }
    }

    /// Returns when ``retries`` changes, or at once when the task is cancelled.
    /// - Parameter willChange: Runs on the main actor as the change begins.
    func retriesChange(willChange: @escaping @MainActor @Sendable () -> Void) async {
        await change(of: { _ = retries }, willChange: willChange)
    }
}
