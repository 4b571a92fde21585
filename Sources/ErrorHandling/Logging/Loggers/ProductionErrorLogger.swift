import Dispatch
public import Foundation

/// Writes errors to a file as JSON Lines, for apps in production: off the caller's thread,
/// redacted, rotated by size and rate-limited per kind of error.
///
/// ```swift
/// let logger = ProductionErrorLogger(
///     fileURL: cachesDirectory.appending(path: "errors.jsonl"))
/// let handler = ErrorHandler(for: view, logger: logger)
/// ```
///
/// Each record becomes one line holding one JSON object with the keys `timestamp` (ISO 8601,
/// UTC), `severity`, `message`, `presented` (the title and message the person was shown, `null`
/// when nothing was), `groupingKey`, `file`, `line`, `function`, `rule`, `chain`, `metadata` and
/// `breadcrumbs`. Newlines, quotes and control characters in any field are
/// escaped, so every line parses on its own.
///
/// - **Off the caller's thread.** ``log(_:)-(ErrorRecord)`` only puts the record in a bounded
///   buffer (a lock and an append); a serial queue describes, redacts, encodes and writes it.
///   When the buffer is full the caller is not blocked: the record is counted, and one line with
///   `suppressed` set to the count says how many arrived while it was full. ``flush()`` waits
///   until everything logged before it is written.
/// - **Nothing waits for ever on a description.** Describing an error is bounded in work (see
///   ``ErrorRecord/message``). A description that runs the app's own code — a `description`,
///   `debugDescription` or `customMirror` of its types — runs on a thread of its own and is
///   given 1 second; one that has not finished then (it blocks, sleeps or spins) is left out:
///   the line's message is the error's type and `(description timed out)`, its metadata holds
///   `"descriptionTimedOut": "true"`, and the records after it are written. ``flush()``, a
///   logger's release and the flush at `exit` wait for descriptions at most 2 seconds: the
///   records they write after that go without the descriptions not done at once, so they
///   return 2 seconds after they began at the latest, plus the time to write what the logger
///   holds, whatever descriptions do.
/// - **Redaction** with the given ``Redactor`` (``Redactor/default`` unless told otherwise) of the
///   message, chain, grouping key, metadata keys and values and breadcrumbs of every line.
/// - **Rotation.** When the next line would take the file past `maxBytes`, the file becomes
///   `name.1`, `name.1` becomes `name.2` and so on; at most `maxFiles` files are kept, the
///   current one included. A single line longer than `maxBytes` gets a file of its own.
/// - **Rate limit.** Of the records that share a ``ErrorRecord/groupingKey`` within a minute
///   (from the first of them), the first `rateLimitPerMinute` are written; the rest are
///   summed up in one line — the last of them with `suppressed` set to how many were left out —
///   when that minute is over, or at the next ``flush()``. Nothing is dropped without a trace.
/// - **Size.** Each text of a record — the message, each error of the chain, each metadata key
///   and value, each breadcrumb's text, the file and function names — is cut to 16 KB
///   (16,384 bytes of UTF-8, escapes included), and a whole line to 64 KB (65,536 bytes), so one
///   huge error cannot fill the file and rotate the history out. Texts are cut before
///   redaction, so a huge one is not redacted in full either. A cut falls between whole
///   characters and escapes and ends with a mark such as `…[cut 9,983,616 bytes]`; once a line
///   is full, further chain entries, metadata and breadcrumbs are left out. A line that lost
///   anything has `truncated` set to `true`, and still parses.
/// - **Faults.** When the file cannot be written (no permission, a full disk, a missing
///   volume), the logger neither throws nor crashes: it counts the lines it could not write in
///   ``failureCount``, says so once on standard error, and writes again — starting with a line
///   that says how many were lost — as soon as it can. A file deleted or moved away while open
///   is created again. Only a regular file is written: a symlink at the path is not followed,
///   and a FIFO, device or folder there is refused at once (counted the same way), never
///   waited on.
/// - **Files on disk.** Files are created `0600` and missing folders `0700` (on Apple platforms
///   also excluded from backups, and protected until first unlock where files can be). Several
///   loggers — in one process or several — can share a file: each write holds an advisory lock
///   and reads the file's own size, so rotation neither loses lines nor lets a file grow past
///   `maxBytes` by more than a line; a file another process's rotation renames while it is
///   being opened is looked for again. A last line torn by a crash is ended before the next one.
///
/// What survives the end of a logger or of the process:
/// - **A logger released** writes everything it holds before its `deinit` returns.
/// - **`exit`** (or returning from `main`): everything logged before it, written by an `atexit`
///   handler that flushes every live production logger, within the bound of one flush.
/// - **`_exit`, `abort`, a signal or a crash**: only what was already written; records still in
///   the buffer are lost. Call ``ErrorLoggers/flush()`` at checkpoints and before such paths
///   you control.
public final class ProductionErrorLogger: ErrorLogging {
    /// The file the logger writes.
    let fileURL: URL

    private let queue: DispatchQueue
    private let buffer: RecordBuffer
    let writer: ProductionLogWriter

    /// Creates a logger that writes to `fileURL`, creating it (and its folder) when needed.
    /// - Parameters:
    ///   - fileURL: The file to append to.
    ///   - maxBytes: The size past which the file is rotated.
    ///   - maxFiles: How many files are kept, the current one included.
    ///   - redactor: What removes personal data and secrets from each line.
    ///   - rateLimitPerMinute: How many records of one grouping key are written one by one
    ///     within a minute; the rest are summarized.
    public convenience init(
        fileURL: URL, maxBytes: Int = 5_000_000, maxFiles: Int = 3, redactor: Redactor = .default,
        rateLimitPerMinute: Int = 60
    ) {
        self.init(
            fileURL: fileURL, maxBytes: maxBytes, maxFiles: maxFiles, redactor: redactor,
            rateLimitPerMinute: rateLimitPerMinute, clock: Date.init)
    }

    /// Creates a logger with a buffer of `bufferCapacity` records whose rate limit closes
    /// minutes by `clock` and whose notices go to `notify`.
    init(
        fileURL: URL, maxBytes: Int = 5_000_000, maxFiles: Int = 3, redactor: Redactor = .default,
        rateLimitPerMinute: Int = 60, bufferCapacity: Int = 8192, clock: @escaping @Sendable () -> Date,
        notify: @escaping @Sendable (String) -> Void = StandardError.write
    ) {
        self.fileURL = fileURL
        queue = DispatchQueue(label: "ErrorHandling.ProductionErrorLogger", qos: .utility)
        buffer = RecordBuffer(capacity: bufferCapacity)
        writer = ProductionLogWriter(
            queue: queue, buffer: buffer, file: LogFile(url: fileURL, maxBytes: maxBytes, maxFiles: maxFiles),
            redactor: redactor, rateLimitPerMinute: rateLimitPerMinute, clock: clock, notify: notify)
        LiveProductionLoggers.add(writer)
    }

    deinit {
        LiveProductionLoggers.remove(writer)
        writer.flushAndWait()
    }

    /// How many lines (records, summaries and notices) could not be written so far.
    public var failureCount: Int {
        writer.failureCount
    }

    /// Hands the record to the writer; returns at once.
    /// - Parameter record: The error and what is known about it.
    public func log(_ record: ErrorRecord) {
        if buffer.append(record) {
            queue.async { [writer] in writer.drain() }
        }
    }

    /// Writes every record logged before this call, and the summaries of records the rate
    /// limit has left out so far; returns when they are written (or counted as failures),
    /// waiting for their descriptions 2 seconds at most.
    public func flush() {
        writer.flushAndWait()
    }
}

/// The bounded buffer between the threads that log and a production logger's writer.
///
/// Adding never blocks and never allocates once the buffer has grown: when it holds
/// `capacity` records, further records are counted instead of kept, and the writer writes one
/// line that says how many were left out.
final class RecordBuffer: Sendable {
    private struct State {
        var records: [ErrorRecord] = []
        var overflowCount = 0
        var isDrainScheduled = false
    }

    let capacity: Int
    private let state = Locked(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Adds `record`, or counts it when the buffer is full.
    /// - Returns: Whether the caller must schedule a drain: the first record since the last
    ///   drain ended.
    func append(_ record: ErrorRecord) -> Bool {
        state.withLock { state in
            if state.records.count < capacity {
                state.records.append(record)
            } else {
                state.overflowCount += 1
            }
            defer { state.isDrainScheduled = true }
            return !state.isDrainScheduled
        }
    }

    /// Moves every buffered record into `batch` (which must be empty; its storage is reused
    /// for the next records) and returns how many records were left out since the last take.
    /// - Parameter endsDrainWhenEmpty: Whether finding nothing ends the scheduled drain, so
    ///   the next record schedules another.
    func take(into batch: inout [ErrorRecord], endsDrainWhenEmpty: Bool) -> Int {
        state.withLock { state in
            swap(&state.records, &batch)
            let overflow = state.overflowCount
            state.overflowCount = 0
            if endsDrainWhenEmpty, batch.isEmpty, overflow == 0 {
                state.isDrainScheduled = false
            }
            return overflow
        }
    }
}
