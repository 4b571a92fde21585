package import ErrorHandling

/// How the exporter batches, bounds and retries; the defaults are the product's, the tests
/// shorten the times.
package struct ExportLimits: Sendable {
    /// The most records in one request.
    package var batchSize = 512
    /// How long the first record of a batch waits for more before the batch is spooled.
    package var batchInterval: Duration = .seconds(1)
    /// The most records waiting in memory; more are dropped and counted.
    package var pendingCapacity = 8_192
    /// The most bytes of spooled batches; the oldest batches make room for new ones.
    package var maximumSpoolBytes = 5_000_000
    /// How long a request may take before it counts as failed.
    package var requestTimeout: Duration = .seconds(10)
    /// The delay after a failed request: a server's Retry-After, capped by
    /// ``/ErrorHandling/RetryPolicy/maximumRetryAfter``, else the jittered back-off. Its `maxAttempts` is not
    /// read: a batch is tried until it is accepted or dropped.
    package var retryPolicy = RetryPolicy(
        backoff: .exponential(initial: .seconds(1), multiplier: 2, maximum: .seconds(60)))

    /// The largest request: a quarter of the spool, so that the batch being sent and a new one
    /// always fit in it.
    var maximumBatchBytes: Int {
        max(1, maximumSpoolBytes / 4)
    }

    package init() {}
}
