import ErrorHandling
import ErrorHandlingOpenTelemetry
import Foundation
import Testing

/// A burst of a million records from eight threads: memory stays bounded and every record is
/// accounted for. The benchmark's `otlp` group times it.
@Suite(
    .needsReceiver)
struct ExportBurstTests {
    @Test func aBurstFromEightThreadsStaysBoundedAndEveryRecordIsSentOrCountedAsDropped() async throws {
        let receiver = try OTLPReceiver()
        let spool = TemporaryFolder()
        var limits = ExportLimits.quick
        limits.pendingCapacity = 1_024
        limits.maximumSpoolBytes = 400_000
        let logger = exporter(to: receiver.endpoint, spool: spool, limits: limits)
        let threads = 8
        let perThread = 125_000
        let entry = record(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread { logger.log(entry) }
        }
        await logger.flush()
        #expect(await eventually(within: .seconds(120)) { logger.statistics.spooledBatches == 0 })

        let statistics = logger.statistics
        let received = try await receiver.acceptedIDs().count
        #expect(statistics.peakPending <= limits.pendingCapacity)
        #expect(statistics.pending == 0)
        #expect(received == statistics.accepted)
        #expect(statistics.accepted + statistics.dropped == threads * perThread)
        #expect(statistics.accepted > 0)
    }
}
