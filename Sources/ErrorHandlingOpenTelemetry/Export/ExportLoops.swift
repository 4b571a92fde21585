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
    /// Says what the app's developer must know: that the disk refuses the batches.
    let notify: @Sendable (String) -> Void

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
            guard case .bytes(let body) = folder.read(batch, limit: storage.limits.maximumBatchBytes) else {
                storage.lost(batch)
                folder.delete(batch)
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
            let spooled: SpooledBatch
            var refusal: String?
            do {
                spooled = try folder.write(
                    UnsafeRawBufferPointer(body), records: batch.recordCount, firstSequence: firstSequence)
            } catch {
                refusal = (error as? SpoolError)?.reason ?? "\(error)"
                spooled = SpooledBatch(
                    name: folder.name(records: batch.recordCount, firstSequence: firstSequence),
                    bytes: body.count, records: batch.recordCount, body: Array(body))
            }
            if storage.spooled(spooled), let refusal {
                notify(
                    "OpenTelemetryErrorLogger: the spool folder \(folder.url.path) cannot be used (\(refusal)). "
                        + "Batches wait in memory, within the spool's size, until it can be written again.")
            }
        }
    }

    /// Spools every record waiting in memory on the calling thread, as the process exits: after
    /// the batch the spooler is writing, if any, and only until `deadline`; the records not
    /// spooled by then are lost with the process.
    func spoolBeforeExit(until deadline: DispatchTime) {
        let (batches, spoolerTookBelow) = storage.takeEveryPendingRecord()
        while !storage.isSettled(below: spoolerTookBelow), DispatchTime.now() < deadline {
            usleep(1_000)
        }
        for records in batches where DispatchTime.now() < deadline {
            spool(records)
        }
    }
}
