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
        var batch: [[UInt8]] = []
        var batchBytes = 0
        var firstSequence = records[0].sequence
        for pending in records {
            let encoded = encode(pending)
            guard encoded.count + 6 <= limit else {
                tooLarge += 1
                continue
            }
            if batchBytes + encoded.count + 6 > limit {
                write(batch, firstSequence: firstSequence)
                batch.removeAll(keepingCapacity: true)
                batchBytes = 0
            }
            if batch.isEmpty { firstSequence = pending.sequence }
            batch.append(encoded)
            batchBytes += encoded.count + 6
        }
        write(batch, firstSequence: firstSequence)
        storage.settle(below: last.sequence + 1, dropped: tooLarge)
    }

    private func encode(_ pending: ExportState.PendingRecord) -> [UInt8] {
        OTLPLogRecord(
            record: redactor.redact(pending.record),
            exceptionMessage: redactor.redact(pending.record.userFacingMessage),
            id: "\(launch)-\(pending.sequence)",
            observedAt: pending.observedAt
        ).encoded()
    }

    private func write(_ records: [[UInt8]], firstSequence: UInt64) {
        guard !records.isEmpty else { return }
        let body = request.body(records: records)
        guard let evicted = storage.makeRoom(bytes: body.count, records: records.count) else { return }
        for batch in evicted { folder.delete(batch) }
        do {
            storage.spooled(try folder.write(body, records: records.count, firstSequence: firstSequence))
        } catch {
            storage.spoolFailed(bytes: body.count, records: records.count)
        }
    }
}
