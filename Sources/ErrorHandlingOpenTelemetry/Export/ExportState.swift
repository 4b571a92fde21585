import ErrorHandling
import Foundation

/// The exporter's queue and bookkeeping as one plain value: the records waiting in memory, the
/// batches on disk, the batch being sent, when to try again, and the counts. Two loops act on
/// what it decides — the spooler (memory → disk) and the sender (disk → collector) — and it
/// holds their continuations while they wait; ``ExportStorage`` keeps it behind a lock.
///
/// Every method returns the continuations to resume, which the storage resumes after the lock is
/// released.
struct ExportState {
    /// A record taken in by `log`.
    struct PendingRecord {
        var record: ErrorRecord
        /// Its place in the order of records taken in, from 0.
        var sequence: UInt64
        /// When it was taken in (`observed_time_unix_nano`).
        var observedAt: Date
    }

    enum SpoolStep {
        /// Encode these records and spool them.
        case spool([PendingRecord])
        /// Nothing to do until a record comes, a flush is asked for, or the time given.
        case wait(until: ContinuousClock.Instant?)
        case stop
    }

    enum SendStep {
        case send(SpooledBatch)
        /// Nothing to send until a batch is spooled or the time given.
        case wait(until: ContinuousClock.Instant?)
        case stop
    }

    /// What became of one attempt to send a batch.
    enum SendOutcome: Equatable {
        /// The collector took the batch, rejecting `rejected` of its records.
        case accepted(rejected: Int)
        /// The collector refused the batch for good (a `400` and the like).
        case refused
        /// The batch is tried again after `delay`.
        case retry(after: Duration)
    }

    typealias Waiter = CheckedContinuation<Void, Never>

    let limits: ExportLimits
    /// The records waiting, oldest first, in chunks of at most a batch, from the chunk at
    /// `firstChunk` on. A batch is the first chunk, taken whole: the lock is held neither to copy
    /// a batch's records nor to move the ones behind it, however many wait.
    private var chunks: [[PendingRecord]] = []
    private var firstChunk = 0
    private var pendingCount = 0
    private var pendingSince: ContinuousClock.Instant?
    private var nextSequence: UInt64 = 0
    /// Every record whose sequence is below this has been spooled or dropped.
    private var settledBelow: UInt64 = 0
    private var spool: [SpooledBatch]
    /// The bytes of `spool`, and of the batch being written.
    private var spoolBytes: Int
    private var sending: String?
    private var retryAt: ContinuousClock.Instant?
    /// Failed attempts since the last accepted one.
    private(set) var failedAttempts = 0
    private var isStopping = false
    private var spooler: Waiter?
    private var sender: Waiter?
    private var flushes: [(below: UInt64, waiter: Waiter)] = []
    private var counts = ExportStatistics()
    /// Whether the last batch could not be written to disk; said once until one can again.
    private var isDiskRefusing = false

    /// A state with the batches of `found` (a previous launch's, oldest first, as their names
    /// say) that a batch can be: no more bytes than a request may have, and at least one record
    /// but no more than its bytes (each record takes several). The others are counted in
    /// `refusedFiles`, their records (when their name gives a count a batch can have) as
    /// dropped, and left in `refused` to delete. So every count is at most the spool's bytes.
    init(limits: ExportLimits, spooled found: [SpooledBatch]) {
        self.limits = limits
        spool = []
        spoolBytes = 0
        for batch in found {
            guard batch.records >= 1, batch.records <= batch.bytes else {
                counts.refusedFiles += 1
                refused.append(batch)
                continue
            }
            guard (0...limits.maximumBatchBytes).contains(batch.bytes) else {
                counts.refusedFiles += 1
                counts.dropped += batch.records
                refused.append(batch)
                continue
            }
            spool.append(batch)
            spoolBytes += batch.bytes
        }
    }

    /// The files found at the start that are not batches this state takes.
    private(set) var refused: [SpooledBatch] = []

    var statistics: ExportStatistics {
        var statistics = counts
        statistics.pending = pendingCount
        statistics.spooledBatches = spool.count
        statistics.spooledRecords = spool.reduce(0) { $0 + $1.records }
        statistics.spooledBytes = spool.reduce(0) { $0 + $1.bytes }
        return statistics
    }

    // MARK: Taking records in

    /// Queues `record`, or drops and counts it when memory is full; returns the spooler to wake
    /// when it has something new to do (a first record, a full batch).
    /// `now` is read only for a record that finds none waiting.
    mutating func take(
        _ record: ErrorRecord, observedAt: Date, now: @autoclosure () -> ContinuousClock.Instant
    ) -> Waiter? {
        guard pendingCount < limits.pendingCapacity else {
            counts.dropped += 1
            return nil
        }
        let entry = PendingRecord(record: record, sequence: nextSequence, observedAt: observedAt)
        if chunks.count > firstChunk, chunks[chunks.count - 1].count < limits.batchSize {
            chunks[chunks.count - 1].append(entry)
        } else {
            var chunk: [PendingRecord] = []
            chunk.reserveCapacity(max(limits.batchSize, 1))
            chunk.append(entry)
            chunks.append(chunk)
        }
        pendingCount += 1
        nextSequence += 1
        counts.peakPending = max(counts.peakPending, pendingCount)
        if pendingCount == 1 {
            pendingSince = now()
        } else if pendingCount != limits.batchSize {
            return nil
        }
        defer { spooler = nil }
        return spooler
    }

    /// Waits `waiter` until every record taken in so far is spooled or dropped; returns what to
    /// resume (the waiter itself when that is so already, and the spooler, which spools at once).
    mutating func flush(_ waiter: Waiter) -> [Waiter] {
        guard settledBelow < nextSequence else { return [waiter] }
        flushes.append((nextSequence, waiter))
        defer { spooler = nil }
        return spooler.map { [$0] } ?? []
    }

    /// Stops both loops once the spooler has spooled what is in memory.
    mutating func stop() -> [Waiter] {
        isStopping = true
        defer { (spooler, sender) = (nil, nil) }
        return [spooler, sender].compactMap { $0 }
    }

    // MARK: The spooler

    mutating func nextSpoolStep(now: ContinuousClock.Instant) -> SpoolStep {
        let step = spoolReadiness(now: now)
        guard case .spool = step else { return step }
        let records = chunks[firstChunk]
        chunks[firstChunk] = []
        firstChunk += 1
        pendingCount -= records.count
        if firstChunk == chunks.count {
            chunks.removeAll(keepingCapacity: true)
            firstChunk = 0
            pendingSince = nil
        } else if firstChunk > chunks.count / 2 {
            // Only the chunks' references move, half as many as were taken since the last time.
            chunks.removeFirst(firstChunk)
            firstChunk = 0
        }
        return .spool(records)
    }

    /// Parks the spooler until there is something to do; returns it when there is already.
    mutating func park(spooler waiter: Waiter, now: ContinuousClock.Instant) -> (
        resume: Waiter?, deadline: ContinuousClock.Instant?
    ) {
        guard case .wait(let deadline) = spoolReadiness(now: now) else { return (waiter, nil) }
        spooler = waiter
        return (nil, deadline)
    }

    /// `.spool([])` stands for "records are ready".
    private func spoolReadiness(now: ContinuousClock.Instant) -> SpoolStep {
        guard let pendingSince else { return isStopping ? .stop : .wait(until: nil) }
        let due = pendingSince.advanced(by: limits.batchInterval)
        if pendingCount >= limits.batchSize || isStopping || !flushes.isEmpty || now >= due {
            return .spool([])
        }
        return .wait(until: due)
    }

    /// Makes room for a batch of `bytes`: the oldest batches not being sent are dropped (their
    /// files to delete are returned) and the bytes are reserved; `nil` when the batch cannot fit,
    /// and then its records are counted as dropped.
    mutating func makeRoom(bytes: Int, records: Int) -> [SpooledBatch]? {
        guard bytes <= limits.maximumBatchBytes else {
            counts.dropped += records
            return nil
        }
        var evicted: [SpooledBatch] = []
        while spoolBytes + bytes > limits.maximumSpoolBytes,
            let index = spool.firstIndex(where: { $0.name != sending })
        {
            let oldest = spool.remove(at: index)
            spoolBytes -= oldest.bytes
            counts.dropped += oldest.records
            evicted.append(oldest)
        }
        spoolBytes += bytes
        return evicted
    }

    /// The batch made room for is on disk, or kept in memory (with its body) because the disk
    /// refused it; returns the sender to wake, and whether to say that the disk refuses: the
    /// first time, and the first time again after a batch was written.
    mutating func spooled(_ batch: SpooledBatch) -> (sender: Waiter?, saysDiskRefuses: Bool) {
        spool.append(batch)
        let isRefused = batch.body != nil
        defer { (sender, isDiskRefusing) = (nil, isRefused) }
        return (sender, isRefused && !isDiskRefusing)
    }

    /// Every record below `sequence` is spooled or, `dropped` of them, dropped; returns the
    /// flushes that were waiting for them.
    mutating func settle(below sequence: UInt64, dropped: Int) -> [Waiter] {
        counts.dropped += dropped
        settledBelow = max(settledBelow, sequence)
        let done = flushes.filter { $0.below <= settledBelow }
        flushes.removeAll { $0.below <= settledBelow }
        return done.map(\.waiter)
    }

    // MARK: The sender

    mutating func nextSendStep(now: ContinuousClock.Instant) -> SendStep {
        let step = sendReadiness(now: now)
        if case .send(let batch) = step { sending = batch.name }
        return step
    }

    mutating func park(sender waiter: Waiter, now: ContinuousClock.Instant) -> (
        resume: Waiter?, deadline: ContinuousClock.Instant?
    ) {
        guard case .wait(let deadline) = sendReadiness(now: now) else { return (waiter, nil) }
        sender = waiter
        return (nil, deadline)
    }

    private func sendReadiness(now: ContinuousClock.Instant) -> SendStep {
        if isStopping { return .stop }
        guard let oldest = spool.first else { return .wait(until: nil) }
        if let retryAt, now < retryAt { return .wait(until: retryAt) }
        return .send(oldest)
    }

    /// Records what became of sending `batch`; returns whether its file is to be deleted.
    mutating func sent(_ batch: SpooledBatch, _ outcome: SendOutcome, now: ContinuousClock.Instant) -> Bool {
        sending = nil
        switch outcome {
        case .accepted(let rejected):
            let rejected = min(max(rejected, 0), batch.records)
            counts.accepted += batch.records - rejected
            counts.dropped += rejected
            if rejected > 0 { counts.failures += 1 }
        case .refused:
            counts.failures += 1
            counts.dropped += batch.records
        case .retry(let delay):
            counts.failures += 1
            failedAttempts += 1
            retryAt = now.advanced(by: delay)
            return false
        }
        failedAttempts = 0
        retryAt = nil
        if let index = spool.firstIndex(of: batch) {
            spool.remove(at: index)
            spoolBytes -= batch.bytes
        }
        return true
    }

    /// The batch's file was gone, or not one to read (a symbolic link, another user's, larger
    /// than a batch may be), when it was to be sent: it is dropped.
    mutating func lost(_ batch: SpooledBatch) {
        sending = nil
        counts.dropped += batch.records
        if let index = spool.firstIndex(of: batch) {
            spool.remove(at: index)
            spoolBytes -= batch.bytes
        }
    }
}

extension ExportState {
    /// Takes every record waiting in memory, for the process that exits to spool itself.
    /// - Returns: The records, in batches, and the sequence below which the spooler must have
    ///   settled the records it took before, for those to be on disk too.
    mutating func takeEveryPendingRecord() -> (batches: [[PendingRecord]], spoolerTookBelow: UInt64) {
        let batches = Array(chunks[firstChunk...])
        let firstPending = batches.first?.first?.sequence ?? nextSequence
        chunks.removeAll()
        firstChunk = 0
        pendingCount = 0
        pendingSince = nil
        return (batches, firstPending)
    }

    /// Whether every record below `sequence` is spooled or dropped.
    func isSettled(below sequence: UInt64) -> Bool {
        settledBelow >= sequence
    }

    /// Hands back both parked loops, so that they look again (a deadline has passed).
    mutating func wakeParkedLoops() -> [Waiter] {
        defer { (spooler, sender) = (nil, nil) }
        return [spooler, sender].compactMap { $0 }
    }
}
