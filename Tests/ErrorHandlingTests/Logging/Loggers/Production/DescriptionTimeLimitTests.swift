import Foundation
import Testing

@testable import ErrorHandling

/// The metadata of each line of the log, and its message.
private func lines(of logger: ProductionErrorLogger) throws -> [(
    message: String?, metadata: [String: String]
)] {
    try jsonObjects(in: logger.fileURL).map { object in
        (object["message"] as? String, object["metadata"] as? [String: String] ?? [:])
    }
}

// A description that never ends made `flush()` wait for ever, and the records after it were
// never written (0 of 2).
@Suite(.serialized) struct DescriptionTimeLimitTests {
    @Test func flushReturnsWhileADescriptionBlocksAndWritesTheRecordAfterIt() throws {
        let gate = DescriptionGate()
        defer { gate.open() }
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), rateLimitPerMinute: .max)
        logger.log(record(BlockingDescriptionError(gate: gate)))
        logger.log(record(SampleError.offline))
        #expect(returns(within: 60) { logger.flush() })
        let lines = try lines(of: logger)
        #expect(lines.count == 2)
        #expect(lines.first?.metadata["descriptionTimedOut"] == "true")
        #expect(
            lines.first?.message == "ErrorHandlingTests.BlockingDescriptionError (description timed out)")
        #expect(lines.last?.message == "ErrorHandlingTests.SampleError.offline")
        #expect(lines.last?.metadata["descriptionTimedOut"] == nil)
    }

    @Test func aDescriptionThatSpinsIsLeftOutAndTheRecordAfterItIsWritten() throws {
        let stop = Locked(false)
        defer { stop.withLock { $0 = true } }
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), rateLimitPerMinute: .max)
        logger.log(record(SpinningDescriptionError(stop: stop)))
        logger.log(record(SampleError.server(code: 503)))
        #expect(returns(within: 60) { logger.flush() })
        let lines = try lines(of: logger)
        #expect(lines.map(\.metadata["descriptionTimedOut"]) == ["true", nil])
    }

    @Test func flushStopsWaitingForDescriptionsAtItsBoundAndWritesEveryRecord() throws {
        // Each description finishes within the time one may take, but all of them together take
        // longer than a flush waits: the last ones are written without.
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), rateLimitPerMinute: .max)
        for _ in 0..<12 {
            logger.log(record(SlowDescriptionError(seconds: 0.5)))
        }
        #expect(returns(within: 60) { logger.flush() })
        let lines = try lines(of: logger)
        #expect(lines.count == 12)
        #expect(
            lines.contains { $0.message == "ErrorHandlingTests.SlowDescriptionError (description timed out)" }
        )
        #expect(lines.first?.message == "slow")
    }

    @Test func aLoggerReleasedWhileADescriptionBlocksHasWrittenItsRecordsWhenItIsGone() throws {
        let gate = DescriptionGate()
        defer { gate.open() }
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        #expect(
            returns(within: 60) {
                let logger = ProductionErrorLogger(fileURL: url, rateLimitPerMinute: .max)
                logger.log(record(BlockingDescriptionError(gate: gate)))
                logger.log(record(SampleError.offline))
            })
        #expect(try jsonObjects(in: url).count == 2)
    }
}
