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

extension ConnectivityMonitor {
    /// Hands each value of the monitor that settled (see ``settlingTime``) to `body`, until the
    /// monitor's updates end or the task is cancelled.
    @MainActor
    func forEachSettledValue(
        clock: any Clock<Duration>, _ body: @escaping @MainActor @Sendable (Connectivity) -> Void
    ) async {
        var settling = ConnectivitySettling(settlingTime: settlingTime)
        var settlingTimer: Task<Void, Never>?
        for await state in updates() {
            settlingTimer?.cancel()
            switch settling.received(state) {
            case .apply(let settled):
                body(settled)
            case .wait(let delay, let change):
                settlingTimer = Task { @MainActor in
                    guard (try? await clock.boundedSleep(for: delay)) != nil,
                        let settled = settling.settle(change)
                    else { return }
                    body(settled)
                }
            case .none:
                break
            }
        }
        settlingTimer?.cancel()
    }
}

/// What an ``ErrorCenter`` recovers with: the retry policy, the clock, and the connectivity
/// monitor it listens to for as long as this exists.
final class CenterRecovery: Sendable {
    let policy: RetryPolicy
    let clock: any Clock<Duration>
    /// Reads the monitor's updates; `nil` exactly when there is no monitor.
    let updates: Task<Void, Never>?

    /// Hands each value of `monitor` that settled to `onConnectivity` on the main actor.
    init(
        policy: RetryPolicy, clock: any Clock<Duration>, monitor: (any ConnectivityMonitor)?,
        onConnectivity: @escaping @MainActor @Sendable (Connectivity) -> Void
    ) {
        self.policy = policy
        self.clock = clock
        updates = monitor.map { monitor in
            Task { @MainActor in
                await monitor.forEachSettledValue(clock: clock, onConnectivity)
            }
        }
    }

    deinit {
        updates?.cancel()
    }
}
