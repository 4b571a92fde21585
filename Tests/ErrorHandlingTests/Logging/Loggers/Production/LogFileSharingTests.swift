import Foundation
import LogSharingProcesses
import Testing

@testable import ErrorHandling

/// Several loggers appending to and rotating one file, as several processes of an app do with
/// the release default: loggers of one process, each opening the file itself, so they contend
/// for the file lock as separate processes would, and separate processes of the
/// `LogSharingProcess` executable (`swift run -c release error-handling-benchmarks processes`
/// runs those at full size).
@Suite("Log file shared by several loggers", .timeLimit(.minutes(10)))
struct LogFileSharingTests {
    static let writerCount = 4
    static let recordsPerWriter = 20_000
    static let maxBytes = 256_000

    @Test func fourLoggersRotatingOneFileKeepEveryRecordExactlyOnceWithinMaxBytes() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        let loggers = (0..<Self.writerCount).map { _ in
            ProductionErrorLogger(
                fileURL: url, maxBytes: Self.maxBytes, maxFiles: 1_000, rateLimitPerMinute: .max,
                bufferCapacity: Self.recordsPerWriter, clock: Date.init)
        }
        await withTaskGroup(of: Void.self) { group in
            for (writer, logger) in loggers.enumerated() {
                group.addTask {
                    for index in 0..<Self.recordsPerWriter {
                        logger.log(record(message: "writer \(writer) record \(index)"))
                    }
                    logger.flush()
                }
            }
        }
        #expect(loggers.map(\.failureCount) == Array(repeating: 0, count: Self.writerCount))

        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        var messages: [String] = []
        var longestLine = 0
        var largestFile = 0
        for name in names {
            let file = directory.file(name)
            let data = try Data(contentsOf: file)
            largestFile = max(largestFile, data.count)
            longestLine = max(
                longestLine,
                data.split(separator: UInt8(ascii: "\n")).map(\.count).max() ?? 0)
            messages += try jsonObjects(in: file).map { try #require($0["message"] as? String) }
        }
        #expect(names.count > 10, "rotation happened often")
        #expect(messages.count == Self.writerCount * Self.recordsPerWriter)
        #expect(Set(messages).count == Self.writerCount * Self.recordsPerWriter)
        #expect(largestFile <= Self.maxBytes + longestLine + 1)
    }

    @Test func fourProcessesRotatingATwoFileLogWriteEveryRecordWhileExportsNeitherFailNorRepeatALine() throws
    {
        let executable = try #require(
            LogSharingProcesses.executable(), "SwiftPM builds LogSharingProcess with the tests")
        let directory = try TemporaryDirectory()
        let run = LogSharingRun(
            processCount: 4, recordsPerProcess: 3_000, maxFiles: 2, maxBytes: 2_048, timeLimit: .seconds(300))

        let outcome = try LogSharingProcesses.run(run, in: directory.url, executable: executable)

        #expect(outcome.unwrittenLineCounts == [0, 0, 0, 0])
        #expect(outcome.exportCount > 0)
        #expect(outcome.exportFailures == [])
        #expect(outcome.duplicateLinesInExports == 0)
        #expect(outcome.malformedLines == 0)
    }
}
