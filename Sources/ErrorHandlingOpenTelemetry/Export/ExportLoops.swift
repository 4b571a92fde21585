import ErrorHandling
import Foundation

/// The exporter's two loops, each on a task of its own, both driven by the ``ExportStorage``:
/// the spooler redacts, encodes and writes batches to disk; the sender posts the oldest batch
/// and deletes it only once the collector accepted it.
struct ExportLoops: Sendable {
    let storage: ExportStorage
    let folder: SpoolFolder
    let transport: OTLPTransport
    let request: OTLPExportRequest
    let redactor: Redactor
    /// Tells one launch's record ids from another's.
    let launch: String

    func start() {
        Task.detached(priority: .utility) { await spoolUntilStopped() }
        Task.detached(priority: .utility) { await sendUntilStopped() }
    }

    private func spoolUntilStopped() async {
        while case .spool(let records) = await storage.nextSpoolStep() {
            spool(records)
        }
    }

    private func sendUntilStopped() async {
        while case .send(let batch) = await storage.nextSendStep() {
            guard let body = folder.read(batch) else {
                storage.lost(batch)
                continue
            }
            let answer = await transport.send(body)
            let attempt = min(storage.failedAttempts + 1, 32)
            let outcome = ExportState.SendOutcome(
                answer, policy: storage.limits.retryPolicy, attempt: attempt)
            if storage.sent(batch, outcome) {
                folder.delete(batch)
            }
        }
        transport.invalidate()
    }

    /// Spools `records`, in as many batches as the largest request allows.
    func spool(_ records: [ExportState.PendingRecord]) {
        guard let last = records.last else { return }
        let limit = storage.limits.maximumBatchBytes - request.resource.count - request.scope.count - 32
        var tooLarge = 0
        var batch = OTLPBatch(capacity: min(limit, records.count * 1_024))
        var firstSequence = records[0].sequence
        for pending in records {
            let size = batch.encode(logRecord(of: pending))
            guard size <= limit else {
                tooLarge += 1
                continue
            }
            if batch.byteCount + size > limit {
                write(batch, firstSequence: firstSequence)
                batch.removeAll()
            }
            if batch.isEmpty { firstSequence = pending.sequence }
            batch.addEncoded()
        }
        write(batch, firstSequence: firstSequence)
        storage.settle(below: last.sequence + 1, dropped: tooLarge)
    }

    private func logRecord(of pending: ExportState.PendingRecord) -> OTLPLogRecord {
        OTLPLogRecord(
            record: redactor.redact(pending.record),
            exceptionMessage: redactor.redact(pending.record.userFacingMessage),
            id: "\(launch)-\(pending.sequence)",
            observedAt: pending.observedAt)
    }

    private func write(_ batch: borrowing OTLPBatch, firstSequence: UInt64) {
        guard !batch.isEmpty else { return }
        request.withBody(of: batch) { body in
            guard let evicted = storage.makeRoom(bytes: body.count, records: batch.recordCount) else {
                return
            }
            for spooled in evicted { folder.delete(spooled) }
            do {
                storage.spooled(
                    try folder.write(
                        UnsafeRawBufferPointer(body), records: batch.recordCount, firstSequence: firstSequence
                    ))
            } catch {
                storage.spoolFailed(bytes: body.count, records: batch.recordCount)
            }
        }
    }
}
