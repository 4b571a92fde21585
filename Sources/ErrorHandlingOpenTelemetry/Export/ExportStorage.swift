import ErrorHandling
import Foundation

/// The exporter's ``ExportState`` behind the package's lock: each call applies one decision of
/// the state and resumes what it returns once the lock is released. The two loops wait here.
final class ExportStorage: Sendable {
    private let state: Locked<ExportState>

    init(_ state: ExportState) {
        self.state = Locked(state)
    }

    var limits: ExportLimits {
        state.withLock { $0.limits }
    }

    var statistics: ExportStatistics {
        state.withLock { $0.statistics }
    }

    var failedAttempts: Int {
        state.withLock { $0.failedAttempts }
    }

    func take(_ record: ErrorRecord) {
        let observedAt = Date()
        state.withLock { $0.take(record, observedAt: observedAt, now: .now) }?.resume()
    }

    func flush() async {
        await withCheckedContinuation { waiter in
            for waiting in state.withLock({ $0.flush(waiter) }) { waiting.resume() }
        }
    }

    func stop() {
        for waiting in state.withLock({ $0.stop() }) { waiting.resume() }
    }

    // MARK: The spooler

    func nextSpoolStep() async -> ExportState.SpoolStep {
        while true {
            let step = state.withLock { $0.nextSpoolStep(now: .now) }
            guard case .wait = step else { return step }
            await withCheckedContinuation { waiter in
                let parked = state.withLock { $0.park(spooler: waiter, now: .now) }
                wake(parked)
            }
        }
    }

    func makeRoom(bytes: Int, records: Int) -> [SpooledBatch]? {
        state.withLock { $0.makeRoom(bytes: bytes, records: records) }
    }

    /// Returns whether to say that the disk refuses batches.
    func spooled(_ batch: SpooledBatch) -> Bool {
        let (sender, saysDiskRefuses) = state.withLock { $0.spooled(batch) }
        sender?.resume()
        return saysDiskRefuses
    }

    func settle(below sequence: UInt64, dropped: Int) {
        for waiting in state.withLock({ $0.settle(below: sequence, dropped: dropped) }) { waiting.resume() }
    }

    func takeEveryPendingRecord() -> (batches: [[ExportState.PendingRecord]], spoolerTookBelow: UInt64) {
        state.withLock { $0.takeEveryPendingRecord() }
    }

    func isSettled(below sequence: UInt64) -> Bool {
        state.withLock { $0.isSettled(below: sequence) }
    }

    /// The files found at the start that are not batches to send.
    var refused: [SpooledBatch] {
        state.withLock { $0.refused }
    }

    // MARK: The sender

    func nextSendStep() async -> ExportState.SendStep {
        while true {
            let step = state.withLock { $0.nextSendStep(now: .now) }
            guard case .wait = step else { return step }
            await withCheckedContinuation { waiter in
                let parked = state.withLock { $0.park(sender: waiter, now: .now) }
                wake(parked)
            }
        }
    }

    /// Records what became of sending `batch`; returns whether its file is to be deleted.
    func sent(_ batch: SpooledBatch, _ outcome: ExportState.SendOutcome) -> Bool {
        state.withLock { $0.sent(batch, outcome, now: .now) }
    }

    func lost(_ batch: SpooledBatch) {
        state.withLock { $0.lost(batch) }
    }

    // MARK: Waking

    /// Resumes a loop that need not wait, or wakes it at its deadline: a loop woken early looks
    /// again and parks again.
    private func wake(_ parked: (resume: ExportState.Waiter?, deadline: ContinuousClock.Instant?)) {
        if let waiter = parked.resume {
            waiter.resume()
        } else if let deadline = parked.deadline {
            Task.detached { [weak self] in
                try? await Task.sleep(until: deadline, clock: .continuous)
                self?.wakeParkedLoops()
            }
        }
    }

    private func wakeParkedLoops() {
        for waiting in state.withLock({ $0.wakeParkedLoops() }) { waiting.resume() }
    }
}
