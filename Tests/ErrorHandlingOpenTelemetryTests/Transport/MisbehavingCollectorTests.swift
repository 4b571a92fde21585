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
        // The exporter keeps 64 KiB of it; the collector writes on until the cancelled
        // request's connection closes, which on a busy machine can take some 100 MB. Reading the
        // whole answer, as before, wrote all of it.
        let answer = 256 << 20
        let collector = try ScriptedCollector(.largeBody(bytes: answer))
        let spool = TemporaryFolder()
        let logger = exporter(to: collector.endpoint, spool: spool)
        logger.log(record(1))
        #expect(await eventually { logger.statistics.accepted == 1 })
        #expect(collector.answeredBytes < answer)
    }
}
