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

/// What a center makes of the values of its connectivity monitor, as plain data with
/// transitions that say what to do next: the first value counts at once; a later change counts
/// once it has held for the monitor's settling time, so that a network that flaps starts no
/// retries until it stays up.
struct ConnectivitySettling {
    /// What the center does after a value arrives.
    enum Action: Equatable {
        /// Take in this connectivity now.
        case apply(Connectivity)
        /// Wait this long, then call ``settle(_:)`` with this change.
        case wait(Duration, change: Int)
        /// Nothing: the value is the one the center has, or puts back the one it has.
        case none
    }

    /// How long a change must hold before it counts.
    let settlingTime: Duration
    /// The connectivity the center has taken in: `nil` until the first value.
    private(set) var applied: Connectivity?
    /// The change waiting to settle, with its number.
    private var waiting: (connectivity: Connectivity, change: Int)?
    private var changes = 0

    init(settlingTime: Duration) {
        self.settlingTime = max(.zero, settlingTime)
    }

    /// Takes in a value of the monitor.
    mutating func received(_ connectivity: Connectivity) -> Action {
        changes += 1
        waiting = nil
        guard connectivity != applied else { return .none }
        guard applied != nil, settlingTime > .zero else {
            applied = connectivity
            return .apply(connectivity)
        }
        waiting = (connectivity, changes)
        return .wait(settlingTime, change: changes)
    }

    /// The settling time of change number `change` has passed.
    /// - Returns: The connectivity to take in now, when that change is still the last value
    ///   and it differs from the one the center has.
    mutating func settle(_ change: Int) -> Connectivity? {
        guard let waiting, waiting.change == change else { return nil }
        self.waiting = nil
        applied = waiting.connectivity
        return waiting.connectivity
    }
}
