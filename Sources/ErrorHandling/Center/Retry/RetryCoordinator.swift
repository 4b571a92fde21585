import Observation

/// The part of an ``ErrorCenter`` that runs the retries its alerts offer and follows the
/// device's connectivity: the retry policy and clock, the progress of each retry, and what the
/// connectivity monitor last said.
///
/// Observed on the main actor, so ``ErrorCenter/retries`` and what the center knows of the
/// connectivity update the screen; what reports assessed off the main actor need of it is
/// behind a lock.
@MainActor @Observable
final class RetryCoordinator {
    /// How Retry runs a report's operation again, and which errors are offered a Retry.
    nonisolated let policy: RetryPolicy
    /// Measures retry delays; presenters count down on it.
    nonisolated let clock: any Clock<Duration>
    /// Tells when the device is back online.
    nonisolated let monitor: (any ConnectivityMonitor)?
    /// The retries running now, oldest first.
    private(set) var progress: [RetryProgress] = []
    /// What the monitor last said: `nil` until its first value, and without a monitor.
    private(set) var knownConnectivity: Connectivity?
    /// ``knownConnectivity``, for reports assessed off the main actor; written with it.
    @ObservationIgnored private nonisolated let connectivitySnapshot = Locked<Connectivity?>(nil)
    /// ``knownConnectivity`` read from any thread; without a monitor, `nil` without taking the
    /// lock, as every report reads it. The task that reads the monitor tells whether there is
    /// one: it exists exactly when the monitor does, and reading it copies no existential.
    nonisolated var connectivityNow: Connectivity? {
        updates == nil ? nil : connectivitySnapshot.withLock { $0 }
    }
    /// The retries started because the device came back online, by the presentation they took
    /// down, each until it has finished.
    @ObservationIgnored private var retriesStartedOnline: [ErrorPresentation.ID: Task<Void, Never>] = [:]
    /// Reads the monitor's updates for as long as the coordinator exists.
    @ObservationIgnored nonisolated let updates: Task<Void, Never>?

    /// A coordinator that hands each value of `monitor` that settled (see
    /// ``ConnectivityMonitor/settlingTime``) to `onConnectivity` on the main actor.
    nonisolated init(
        policy: RetryPolicy, clock: any Clock<Duration>, monitor: (any ConnectivityMonitor)?,
        onConnectivity: @escaping @MainActor @Sendable (Connectivity) -> Void
    ) {
        self.policy = policy
        self.clock = clock
        self.monitor = monitor
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

    /// Takes in a value of the monitor.
    /// - Returns: Whether the device came online after anything else: being offline, or
    ///   nothing heard yet.
    func connectivityChanged(to state: Connectivity) -> Bool {
        let previous = knownConnectivity
        guard state != previous else { return false }
        knownConnectivity = state
        connectivitySnapshot.withLock { $0 = state }
        return state == .online
    }

    /// Keeps `retry`, the retry that taking down the presentation `id` started when the device
    /// came back online, until it has finished.
    func startedOnline(_ retry: Task<Void, Never>, takingDown id: ErrorPresentation.ID) {
        retriesStartedOnline[id] = Task { [weak self] in
            await retry.value
            self?.retriesStartedOnline[id] = nil
        }
    }

    /// The retry that taking down the presentation `id` started when the device came back
    /// online, while it runs; `nil` when there is none.
    func retryStartedOnline(takingDown id: ErrorPresentation.ID) -> Task<Void, Never>? {
        retriesStartedOnline[id]
    }

    /// Runs the retry of `report`, whose presentation had the title `title`, under `policy` (the
    /// report's own, else the center's), with its progress in ``progress``; each new failure is
    /// assessed with `translator`.
    /// - Returns: How the retry ended.
    func run(
        _ report: Report, under policy: RetryPolicy, title: String, translator: ErrorTranslator
    ) async -> RetryRun.Outcome {
        guard let operation = report.retry else { return .succeeded }
        let run = RetryRun(
            policy: policy, clock: clock, reported: report.assessment, translator: translator, title: title,
            failedFor: report.age?.elapsed ?? .zero, failedAttempts: report.failedAttempts)
        let outcome = await run.run(progress: { show($0) }, operation)
        progress.removeAll { $0.id == run.id }
        return outcome
    }

    /// Puts `step` in ``progress``, in place of the retry's earlier progress.
    private func show(_ step: RetryProgress) {
        if let index = progress.firstIndex(where: { $0.id == step.id }) {
            progress[index] = step
        } else {
            progress.append(step)
        }
    }
}
