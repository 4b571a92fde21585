public import ErrorHandling
public import Foundation

/// A logger that sends every error record to an OpenTelemetry Collector, or any backend that
/// takes OTLP, as an OTLP/HTTP log record (protobuf), from every device the app runs on.
///
/// ```swift
/// let logger = OpenTelemetryErrorLogger(
///     endpoint: URL(string: "https://collector.example.com:4318/v1/logs")!,
///     serviceName: "MyApp", serviceVersion: "2.4.1",
///     headers: ["x-api-key": "…"])
/// ```
///
/// It never becomes the failure. ``log(_:)`` returns at once on any thread: the record waits in
/// memory (at most 8,192 records; more are dropped and counted) until 512 have come or a second
/// has passed, then it is redacted, encoded and written to the spool folder, and only then sent.
/// A batch is deleted when the collector has accepted it, so a batch interrupted by a crash is
/// sent again at the next launch, with the same record ids (`error_handling.record.id`). An
/// unreachable collector, a `429`, `502`, `503` or `504` (whose `Retry-After` is honoured,
/// capped at 5 minutes as ``/ErrorHandling/RetryPolicy/maximumRetryAfter`` caps it), a timeout of 10 seconds,
/// a closed connection and a redirect (never followed, so the headers go only to the
/// endpoint's origin) are each counted in ``failureCount`` and the batch is tried again, in
/// this process and the next, until it is accepted. Another status refuses a batch for good
/// and its records are counted in ``droppedCount``, as are the records a partial success
/// rejects and the oldest batches dropped to keep the spool within its size.
///
/// Nothing the collector or the spool folder holds can make it the failure. Each request has a
/// deadline of 10 seconds of its own, however the collector answers (a byte at a time
/// included), and at most 64 KiB of an answer are read. A retry never comes sooner than the
/// first back-off (1 second), whatever a `Retry-After` says. Only regular files of the app's own
/// user are read from the spool, never through a symbolic link, and at most a request's bytes
/// (a quarter of the spool) of each; a file named with more records than its bytes can hold, or
/// larger than that, is deleted and its records counted as dropped. A spool folder that is a
/// link, not a folder or another user's is not used, and one the app's user owns that others
/// may use is made `0700`. When the spool cannot be written, that is said once on standard
/// error and the batches wait in memory, within the spool's size, and are sent from there.
/// The records still in memory are spooled at a normal exit (`exit`, or returning from `main`)
/// and on `ErrorLoggers.flush()`, within 2 seconds.
///
/// Every record given to it is exported: it has no rate limit and no sampling of its own. The
/// headers are never logged. Each exporter should have a spool folder of its own.
public final class OpenTelemetryErrorLogger: ErrorLogging, Sendable {
    private let storage: ExportStorage
    private let exitSpooler: ExportExitSpooler

    /// Creates a logger and starts sending what earlier launches left in the spool folder.
    /// - Parameters:
    ///   - endpoint: The collector's OTLP/HTTP logs URL, such as
    ///     `https://collector.example.com:4318/v1/logs`.
    ///   - serviceName: The app's name, sent as the resource's `service.name`.
    ///   - serviceVersion: The app's version, sent as `service.version` when given.
    ///   - headers: Headers sent with every request, such as an API key; sent only to the
    ///     endpoint's origin, never logged.
    ///   - redactor: What cleans every text before it leaves the device.
    ///   - spoolDirectory: Where batches wait to be sent; `nil` for a folder in the app's caches
    ///     folder, named after `serviceName`.
    ///   - maximumSpoolBytes: The most bytes the spool holds; the oldest batches are dropped
    ///     (and counted) to make room.
    public convenience init(
        endpoint: URL,
        serviceName: String,
        serviceVersion: String? = nil,
        headers: [String: String] = [:],
        redactor: Redactor = .default,
        spoolDirectory: URL? = nil,
        maximumSpoolBytes: Int = 5_000_000
    ) {
        var limits = ExportLimits()
        limits.maximumSpoolBytes = maximumSpoolBytes
        self.init(
            endpoint: endpoint, serviceName: serviceName, serviceVersion: serviceVersion, headers: headers,
            redactor: redactor, spoolDirectory: spoolDirectory, limits: limits)
    }

    /// Creates a logger with its own batching, bounds and retry timing, that says what the app's
    /// developer must know (a spool folder it cannot use) through `notify`.
    package init(
        endpoint: URL,
        serviceName: String,
        serviceVersion: String? = nil,
        headers: [String: String] = [:],
        redactor: Redactor = .default,
        spoolDirectory: URL? = nil,
        limits: ExportLimits,
        notify: @escaping @Sendable (String) -> Void = StandardError.write
    ) {
        let launch = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let folder = SpoolFolder(
            url: spoolDirectory ?? SpoolFolder.standard(serviceName: serviceName), launch: launch)
        storage = ExportStorage(ExportState(limits: limits, spooled: folder.existingBatches()))
        for batch in storage.refused { folder.delete(batch) }
        let loops = ExportLoops(
            storage: storage,
            folder: folder,
            transport: OTLPTransport(endpoint: endpoint, headers: headers, timeout: limits.requestTimeout),
            request: OTLPExportRequest(serviceName: serviceName, serviceVersion: serviceVersion),
            redactor: redactor,
            launch: launch,
            notify: notify)
        exitSpooler = ExportExitSpooler(loops)
        LiveProductionLoggers.add(exitSpooler)
        loops.start()
    }

    deinit {
        LiveProductionLoggers.remove(exitSpooler)
        storage.stop()
    }

    /// Queues `record` for export and returns at once.
    /// - Parameter record: The error and what is known about it.
    public func log(_ record: ErrorRecord) {
        storage.take(record)
    }

    /// Sends what is queued and waits until it is accepted or spooled.
    ///
    /// Every record is written to the spool before it is sent, so this returns once the records
    /// logged before the call are on disk (or were dropped and counted); sending goes on.
    public func flush() async {
        await storage.flush()
    }

    /// How many attempts to send a batch did not end with every record accepted: an unreachable
    /// collector, a timeout, a closed connection, a redirect, an error status or a partial
    /// success.
    public var failureCount: Int {
        storage.statistics.failures
    }

    /// How many records were not exported and never will be: over the memory bound, dropped
    /// from a full spool, rejected by the collector, or too large to send.
    public var droppedCount: Int {
        storage.statistics.dropped
    }

    /// Everything the logger counts.
    package var statistics: ExportStatistics {
        storage.statistics
    }
}
