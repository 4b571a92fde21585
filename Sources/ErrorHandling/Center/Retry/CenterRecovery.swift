/// What an ``ErrorCenter`` recovers with: the retry policy, the clock retries wait on, and the
/// connectivity monitor it listens to for as long as this exists. What the center makes of them
/// (the retries running, the connectivity it knows) is in its ``CenterStateMachine``.
final class CenterRecovery: Sendable {
    /// How Retry runs a report's operation again, and which errors are offered a Retry.
    let policy: RetryPolicy
    /// Measures retry delays; presenters count down on it.
    let clock: any Clock<Duration>
    /// Reads the updates of the connectivity monitor, which tells when the device is back
    /// online; `nil` exactly when there is no monitor, which tells so without copying an
    /// existential.
    let updates: Task<Void, Never>?

    /// Hands each value of `monitor` that settled (see ``ConnectivityMonitor/settlingTime``)
    /// to `onConnectivity` on the main actor.
    init(
        policy: RetryPolicy, clock: any Clock<Duration>, monitor: (any ConnectivityMonitor)?,
        onConnectivity: @escaping @MainActor @Sendable (Connectivity) -> Void
    ) {
        self.policy = policy
        self.clock = clock
        updates = monitor.map { monitor in
            Task { @MainActor in
                var settling = ConnectivitySettling(settlingTime: monitor.settlingTime)
                var settlingTimer: Task<Void, Never>?
                for await state in monitor.updates() {
                    settlingTimer?.cancel()
                    switch settling.received(state) {
                    case .apply(let settled):
                        onConnectivity(settled)
                    case .wait(let delay, let change):
                        settlingTimer = Task { @MainActor in
                            guard (try? await clock.boundedSleep(for: delay)) != nil,
                                let settled = settling.settle(change)
                            else { return }
                            onConnectivity(settled)
                        }
                    case .none:
                        break
                    }
                }
                settlingTimer?.cancel()
            }
        }
    }

    deinit {
        updates?.cancel()
    }
}
