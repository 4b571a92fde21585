import ErrorHandling
import Foundation
import Testing

@testable import ErrorHandlingOpenTelemetry

/// A collector that answers slowly, or too much, neither holds the sender nor fills memory.
@Suite struct MisbehavingCollectorTests {
    @Test func aCollectorThatDribblesItsAnswerFailsTheRequestAtItsDeadlineAndItIsTriedAgain() async throws {
        let collector = try ScriptedCollector(.dribble(interval: .milliseconds(100)))
        let spool = TemporaryFolder()
        var limits = ExportLimits.quick
        limits.requestTimeout = .seconds(1)
        let logger = exporter(to: collector.endpoint, spool: spool, limits: limits)
        logger.log(record(1))
        #expect(await eventually { logger.failureCount >= 2 })
        #expect(collector.bodies.count >= 2)
        #expect(logger.statistics.accepted == 0)
    }

    @Test func anAnswerLargerThanAPartialSuccessIsCutOffAfterItsFirstBytes() async throws {
        // 256 MB announced, 1 MiB of it written, the rest never: an exporter that waited for the
        // whole answer would reach its deadline and send the batch again, never accepted.
        let collector = try ScriptedCollector(.largeBody(announced: 256 << 20, written: 1 << 20))
        let spool = TemporaryFolder()
        let logger = exporter(to: collector.endpoint, spool: spool)
        logger.log(record(1))
        #expect(await eventually { logger.statistics.accepted == 1 })
        #expect(logger.failureCount == 0)
        #expect(collector.bodies.count == 1)
    }
}
