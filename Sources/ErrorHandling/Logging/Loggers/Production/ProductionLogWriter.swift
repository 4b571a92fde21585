import Dispatch
import Foundation

/// The writer behind a ``ProductionErrorLogger``: takes records from the buffer, applies the
/// rate limit, describes, redacts, encodes and appends them to the file, and keeps count of what
/// could not be written.
///
/// No description holds it up for ever: a record's descriptions that run the app's own code, or
/// that Swift cannot give within the budget, get ``DescriptionTimeLimits/record`` on a thread of
/// their own, and none is waited for later than ``DescriptionTimeLimits/flush`` after a flush
/// began.
///
/// `@unchecked Sendable` is safe here: apart from `failures` and `flushDeadlines` (each behind a
/// lock), its state is only touched by blocks running on `queue`, which is serial.
final class ProductionLogWriter: ExitFlushing, @unchecked Sendable {
    private let queue: DispatchQueue
    private let buffer: RecordBuffer
    private let file: LogFile
    private let redactor: Redactor
    private let clock: @Sendable () -> Date
    private let notify: @Sendable (String) -> Void
    private let failures = Locked(0)
    /// When each flush waiting now stops waiting for descriptions.
    private let flushDeadlines = Locked<[DispatchTime]>([])
    private let queueKey = DispatchSpecificKey<Bool>()
    private var rateLimiter: RateLimiter
    private var batch: [ErrorRecord] = []
    private var lines = LogLines()
    private var unwrittenSinceFailure = 0
    private var failureReason: String?
    private var isSummaryTimerScheduled = false

    init(
        queue: DispatchQueue, buffer: RecordBuffer, file: LogFile, redactor: Redactor,
        rateLimitPerMinute: Int,
        clock: @escaping @Sendable () -> Date, notify: @escaping @Sendable (String) -> Void
    ) {
        self.queue = queue
        self.buffer = buffer
        self.file = file
        self.redactor = redactor
        self.clock = clock
        self.notify = notify
        rateLimiter = RateLimiter(limit: rateLimitPerMinute)
        queue.setSpecific(key: queueKey, value: true)
    }

    /// How many lines could not be written so far.
    var failureCount: Int {
        failures.withLock { $0 }
    }

    /// Writes buffered records until the buffer is empty.
    func drain() {
        while true {
            let overflow = buffer.take(into: &batch, endsDrainWhenEmpty: true)
            if batch.isEmpty, overflow == 0 { return }
            write(overflow: overflow, summarizingAll: false)
        }
    }

    /// Writes the records buffered now, and summaries of every record the rate limit has left
    /// out so far.
    func flush() {
        let overflow = buffer.take(into: &batch, endsDrainWhenEmpty: false)
        write(overflow: overflow, summarizingAll: true)
    }

    /// Flushes on the queue and returns when it is done: descriptions are waited for until
    /// ``DescriptionTimeLimits/flush`` from now at the latest.
    func flushAndWait() {
        flushAndWait(until: .now() + DescriptionTimeLimits.flush)
    }

    /// Flushes on the queue and returns when it is done: descriptions are waited for until
    /// `deadline` at the latest. Called on the queue itself (where waiting would never end), the
    /// flush runs right after the block in progress instead.
    /// - Parameter deadline: Several loggers flushed one after the other share one bound.
    func flushAndWait(until deadline: DispatchTime) {
        flushDeadlines.withLock { $0.append(deadline) }
        let flush: @Sendable () -> Void = {
            self.flush()
            self.flushDeadlines.withLock { deadlines in
                if let index = deadlines.firstIndex(of: deadline) {
                    deadlines.remove(at: index)
                }
            }
        }
        if DispatchQueue.getSpecific(key: queueKey) == true {
            queue.async(execute: flush)
        } else {
            queue.sync(execute: flush)
        }
    }

    /// When the descriptions of the record described next stop being waited for.
    private func descriptionDeadline() -> DispatchTime {
        let own = DispatchTime.now() + DescriptionTimeLimits.record
        return flushDeadlines.withLock { $0.min() }.map { min($0, own) } ?? own
    }

    /// How many files the log keeps, the current one included.
    var maxFiles: Int {
        file.maxFiles
    }

    private func write(overflow: Int, summarizingAll: Bool) {
        if overflow > 0 {
            lines.append(
                notice(
                    .bufferFull(capacity: buffer.capacity),
                    message: "\(overflow) records arrived while the log buffer of \(buffer.capacity) was full"
                ),
                suppressed: overflow)
        }
        // In place, so that no record is copied on its way to a line.
        for index in batch.indices {
            let key = batch[index].groupingKey
            batch[index].groupingKey = key
            let (isAdmitted, closed) = rateLimiter.admit(batch[index], key: key)
            if let closed {
                appendSummary(closed)
            }
            if isAdmitted {
                appendLine(&batch[index])
            }
        }
        batch.removeAll(keepingCapacity: true)
        // Windows close after the batch is counted: its records may belong to a minute that
        // has ended since they were logged.
        rateLimiter.closeWindows(endingBy: clock()).forEach(appendSummary)
        if summarizingAll {
            rateLimiter.takeSummaries().forEach(appendSummary)
        }
        writeLines()
        lines.removeAll()
        scheduleSummaryTimer()
    }

    private func appendSummary(_ summary: RateLimiter.Summary) {
        var record = summary.lastRecord
        appendLine(&record, suppressed: summary.suppressedCount)
    }

    /// Describes the record's error, cuts its texts to the size of a line, then redacts and
    /// encodes what is left, all in place.
    private func appendLine(_ record: inout ErrorRecord, suppressed: Int? = nil) {
        let descriptionWasCut = record.describeError(until: descriptionDeadline())
        let wasCut = record.cutToLogLineLimits()
        redactor.redact(&record)
        lines.append(record, suppressed: suppressed, isTruncated: wasCut || descriptionWasCut)
    }

    private func notice(_ notice: ProductionLogNotice, message: String) -> ErrorRecord {
        var record = ErrorRecord(
            error: notice, severity: .warning, fileID: #fileID, line: #line, function: #function,
            breadcrumbs: [], timestamp: clock())
        record.message = message
        return record
    }

    /// Writes `lines`, first saying how many lines were lost when the file could not be written
    /// before; counts what cannot be written.
    private func writeLines() {
        guard !lines.isEmpty else { return }
        do throws(LogFile.Failure) {
            if unwrittenSinceFailure > 0 {
                let reason = failureReason ?? "unknown"
                var recovery = LogLines()
                recovery.append(
                    notice(
                        .writeFailed(reason: reason),
                        message: "\(unwrittenSinceFailure) lines could not be written (\(reason))"))
                do {
                    try file.append(recovery)
                } catch {
                    throw LogFile.Failure(unwrittenLineCount: lines.count, reason: error.reason)
                }
            }
            try file.append(lines)
            unwrittenSinceFailure = 0
            failureReason = nil
        } catch {
            failures.withLock { $0 += error.unwrittenLineCount }
            unwrittenSinceFailure += error.unwrittenLineCount
            if failureReason == nil {
                notify(
                    "ProductionErrorLogger: \(error.reason). Records are counted in failureCount until "
                        + "the file can be written again.")
            }
            failureReason = error.reason
        }
    }

    private func scheduleSummaryTimer() {
        guard !isSummaryTimerScheduled, let due = rateLimiter.nextSummaryDue else { return }
        isSummaryTimerScheduled = true
        let delay = min(max(due.timeIntervalSince(clock()), 0.05), RateLimiter.windowLength)
        queue.asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self else { return }
            self.isSummaryTimerScheduled = false
            self.write(overflow: 0, summarizingAll: false)
        }
    }
}

/// What a production logger writes about itself into its file.
enum ProductionLogNotice: Error {
    /// Records were counted instead of buffered.
    case bufferFull(capacity: Int)
    /// Lines could not be written for a while.
    case writeFailed(reason: String)
}
