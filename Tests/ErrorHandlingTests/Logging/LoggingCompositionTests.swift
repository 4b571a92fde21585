import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// Writes only the plain form of `log`.
private final class PlainLogger: ErrorLogging {
    let lines = Locked<[String]>([])

    func log(_ error: any Error, file: String, line: Int, function: String) {
        lines.withLock { $0.append("\(file):\(line) \(function) \(error)") }
    }
}

@Suite struct LoggingCompositionTests {
    @Test func aLoggerWritingOnlyThePlainFormReceivesRecords() {
        let plain = PlainLogger()
        plain.log(record())
        #expect(plain.lines.withLock { $0 } == ["Tests/Sample.swift:7 sample() offline"])
    }

    @Test func aLoggerWritingOnlyRecordsReceivesPlainErrors() {
        let recording = InMemoryErrorLogger()
        recording.log(SampleError.offline, file: "App/A.swift", line: 3, function: "f()")
        let record = recording.records.first
        #expect(record?.fileID == "App/A.swift")
        #expect(record?.line == 3)
        #expect(record?.function == "f()")
        #expect(record?.severity == .error)
    }

    @Test func multiplexHandsEveryRecordToEveryLoggerOnce() {
        let first = InMemoryErrorLogger()
        let second = PlainLogger()
        let handler = ErrorHandler(logger: MultiplexErrorLogger([first, second]))
        handler.handle(error: SampleError.offline, onCompleted: nil)
        #expect(first.records.count == 1)
        #expect(second.lines.withLock { $0.count } == 1)
    }

    @Test func reportersReceiveRedactedRecordsWithTheCallersLocation() {
        let reporter = RecordingReporter()
        let handler = ErrorHandler(logger: ReportingErrorLogger(reporter: reporter))
        let error = NSError(domain: "Login", code: 1, userInfo: ["user": "ana@example.com"])
        handler.handle(error: error, onCompleted: nil)
        let line = #line - 1
        let report = reporter.reports.withLock { $0.first }
        #expect(report?.file == #fileID)
        #expect(report?.line == line)
        #expect(report?.groupingKey == report?.record.groupingKey)
        #expect(report?.record.message.contains("<email>") == true)
        #expect(report?.record.message.contains("ana@example.com") == false)
    }

    @Test func reportersSkipRecordsBelowTheMinimumSeverity() {
        let reporter = RecordingReporter()
        let logger = ReportingErrorLogger(reporter: reporter, minimumSeverity: .critical)
        logger.log(record())
        #expect(reporter.reports.withLock { $0.isEmpty })
    }

    @Test func theDefaultLoggerIsTheDevelopmentLoggerInDebugBuilds() {
        #if DEBUG
            #expect(ErrorLoggers.default is DevelopmentErrorLogger)
        #else
            #expect(ErrorLoggers.default is ProductionErrorLogger)
        #endif
        #expect(ErrorLoggers.productionLogURL.lastPathComponent == "errors.jsonl")
    }
}
