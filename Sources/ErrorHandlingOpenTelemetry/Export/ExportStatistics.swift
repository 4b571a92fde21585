/// What an ``OpenTelemetryErrorLogger`` has done with the records given to it.
///
/// Every record is, at any moment, pending in memory, in a spooled batch, accepted, or dropped:
/// `given == pending + spooledRecords + accepted + dropped` once the record being encoded
/// has been spooled.
package struct ExportStatistics: Sendable, Equatable {
    /// Records the collector accepted.
    package var accepted = 0
    /// Records dropped: over the memory bound, over the spool's bound, rejected by the collector
    /// (a `400`, a partial success), too large to send, or lost to a failed write.
    package var dropped = 0
    /// Attempts to send a batch that did not end in acceptance of every record: a refused
    /// connection, a timeout, a closed connection, a redirect, an error status, a partial
    /// success.
    package var failures = 0
    /// Records waiting in memory.
    package var pending = 0
    /// The most records that ever waited in memory at once.
    package var peakPending = 0
    /// Batches on disk, waiting to be sent or being sent.
    package var spooledBatches = 0
    /// The records of those batches.
    package var spooledRecords = 0
    /// The bytes of those batches.
    package var spooledBytes = 0
    /// Files of the spool not sent and deleted at the start: named with no records or more
    /// records than their bytes can hold, or larger than a request may be.
    package var refusedFiles = 0
}
