import ErrorHandling
import Foundation
import Testing

@testable import ErrorHandlingOpenTelemetry

/// A spool folder the disk refuses does not stop export: the batches are sent from memory and
/// the refusal is said once.
@Suite struct UnwritableSpoolTests {
    @Test func anUnwritableSpoolIsSaidOnceAndItsBatchesAreSentFromMemory() async throws {
        let collector = try ScriptedCollector(.accept)
        let temporary = TemporaryFolder()
        try FileManager.default.createDirectory(at: temporary.url, withIntermediateDirectories: true)
        let file = temporary.url.appendingPathComponent("file")
        try Data().write(to: file)
        let notices = Locked<[String]>([])
        let logger = OpenTelemetryErrorLogger(
            endpoint: collector.endpoint, serviceName: "Shop",
            spoolDirectory: file.appendingPathComponent("spool", isDirectory: true), limits: .quick,
            notify: { message in notices.withLock { $0.append(message) } })
        for attempt in 0..<10 {
            logger.log(record(attempt))
        }
        #expect(await eventually { logger.statistics.accepted == 10 })
        for attempt in 10..<20 {
            logger.log(record(attempt))
        }
        #expect(await eventually { logger.statistics.accepted == 20 })
        let said = notices.withLock { $0 }
        #expect(said.count == 1)
        #expect(said.first?.contains("spool folder") == true)
        #expect(logger.droppedCount == 0)
    }
}
