import Foundation
import Testing

@testable import ErrorHandling

/// Logs `count` records to `url`, with no rate limit, by a logger that is released when this
/// returns.
private func logAndRelease(_ count: Int, to url: URL) {
    let logger = ProductionErrorLogger(fileURL: url, rateLimitPerMinute: .max)
    for number in 0..<count {
        logger.log(record(SampleError.server(code: number)))
    }
}

private func lineCount(of url: URL) -> Int {
    guard let data = try? Data(contentsOf: url) else { return 0 }
    return data.lazy.filter { $0 == UInt8(ascii: "\n") }.count
}

@Suite struct LogRecordsSurviveExitTests {
    @Test func aLoggerReleasedAfter2000RecordsHasWrittenAllOfThemWhenItIsGone() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        logAndRelease(2_000, to: url)
        #expect(lineCount(of: url) == 2_000)
    }

    @Test func aLoggerReleasedAfter20000RecordsHasWrittenAllOfThemWhenItIsGone() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        // A buffer as large as the burst, so none is counted instead of kept.
        do {
            let logger = ProductionErrorLogger(
                fileURL: url, maxBytes: 100_000_000, rateLimitPerMinute: .max, bufferCapacity: 20_000,
                clock: Date.init)
            for number in 0..<20_000 {
                logger.log(record(SampleError.server(code: number)))
            }
        }
        #expect(lineCount(of: url) == 20_000)
    }

    @Test func flushingAllErrorLoggersWritesWhatALiveProductionLoggerHolds() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), rateLimitPerMinute: .max)
        for number in 0..<500 {
            logger.log(record(SampleError.server(code: number)))
        }
        ErrorLoggers.flush()
        #expect(lineCount(of: logger.fileURL) == 500)
        withExtendedLifetime(logger) {}
    }

    @Test func aLoggerReleasedOnItsOwnQueueNeitherDeadlocksNorLosesWhatItHolds() throws {
        let directory = try TemporaryDirectory()
        let holder = Locked<ProductionErrorLogger?>(nil)
        let released = Locked(false)
        // A folder where the file should be makes the write fail, and the notice about it
        // runs on the logger's queue: that is where the last reference goes.
        let blocked = directory.file("blocked")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        holder.withLock {
            $0 = ProductionErrorLogger(
                fileURL: blocked, clock: Date.init,
                notify: { _ in
                    let logger = holder.withLock { logger in
                        defer { logger = nil }
                        return logger
                    }
                    _ = consume logger
                    released.withLock { $0 = true }
                })
        }
        holder.withLock { $0?.log(record()) }
        let deadline = Date().addingTimeInterval(60)
        while !released.withLock({ $0 }), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(released.withLock { $0 })
    }

    @Test func recordsLoggedBeforeExitWithStatus1AreInTheFileAfterTheProcessHasGone() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("errors.jsonl").path
        await #expect(processExitsWith: .exitCode(1)) { [path = path as String] in
            let logger = ProductionErrorLogger(
                fileURL: URL(fileURLWithPath: path), rateLimitPerMinute: .max)
            for number in 0..<2_000 {
                logger.log(record(SampleError.server(code: number)))
            }
            exit(1)
        }
        #expect(lineCount(of: URL(fileURLWithPath: path)) == 2_000)
    }

    @Test func exitEndsTheProcessWhileADescriptionBlocksAndWritesWhatWasLogged() async throws {
        // Before, the flush at exit waited for the description, and the process never ended.
        let directory = try TemporaryDirectory()
        let path = directory.file("errors.jsonl").path
        await #expect(processExitsWith: .exitCode(3)) { [path = path as String] in
            // A process that does not end by itself is stopped by the alarm, failing the test.
            alarm(60)
            let logger = ProductionErrorLogger(fileURL: URL(fileURLWithPath: path), rateLimitPerMinute: .max)
            logger.log(record(BlockingDescriptionError(gate: DescriptionGate())))
            logger.log(record(SampleError.offline))
            exit(3)
        }
        let objects = try jsonObjects(in: URL(fileURLWithPath: path))
        #expect(objects.count == 2)
        #expect((objects.first?["metadata"] as? [String: String])?["descriptionTimedOut"] == "true")
        #expect(objects.last?["message"] as? String == "ErrorHandlingTests.SampleError.offline")
    }
}
