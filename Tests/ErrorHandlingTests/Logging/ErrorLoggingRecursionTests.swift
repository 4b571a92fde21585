import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// A logger that implements neither `log` method; each test has its own, as the mistake is said
/// once per type.
private struct SilentLogger: ErrorLogging {}
private struct SilentHandlerLogger: ErrorLogging {}
private struct SilentMultiplexedLogger: ErrorLogging {}

/// Implements only `log(_:)`.
private final class RecordLogger: ErrorLogging {
    let records = Locked<[ErrorRecord]>([])

    func log(_ record: ErrorRecord) {
        records.withLock { $0.append(record) }
    }
}

/// Implements only `log(_:file:line:function:)`, and hands each error on to `next` as a record.
private final class LocationLogger: ErrorLogging {
    let lines = Locked<[String]>([])
    let next: LocationLogger?

    init(next: LocationLogger? = nil) {
        self.next = next
    }

    func log(_ error: any Error, file: String, line: Int, function: String) {
        lines.withLock { $0.append("\(file):\(line) \(function) \(error)") }
        next?.log(ErrorRecord(error: error, fileID: file, line: line, function: function))
    }
}

/// The defaults of `ErrorLogging` never call each other forever: a logger implementing neither
/// method is named once and its records are dropped and counted, and a logger implementing
/// either still gets every record.
@Suite struct ErrorLoggingRecursionTests {
    /// What the library said while `body` ran.
    private func reports(during body: () -> Void) -> [String] {
        let reports = Locked<[String]>([])
        let collect: @Sendable (String) -> Void = { message in reports.withLock { $0.append(message) } }
        ErrorLoggingRecursion.report.withValue(collect, operation: body)
        return reports.withLock { $0 }
    }

    private func record(line: Int = 7) -> ErrorRecord {
        ErrorRecord(
            error: SampleError.offline, fileID: "Tests/Sample.swift", line: line, function: "sample()")
    }

    @Test func aLoggerImplementingNeitherMethodIsNamedOnceAndItsRecordsAreDroppedAndCounted() {
        let logger = SilentLogger()
        let said = reports {
            for line in 1...3 {
                logger.log(record(line: line))
                logger.log(SampleError.offline, file: "Tests/Sample.swift", line: line, function: "sample()")
            }
        }
        #expect(said.count == 1)
        #expect(said.first?.contains("SilentLogger") == true)
        #expect(said.first?.contains("implements neither log(_:) nor log(_:file:line:function:)") == true)
        #expect(ErrorLoggingRecursion.droppedRecords(of: SilentLogger.self) == 6)
    }

    @Test func aHandlerWithALoggerImplementingNeitherMethodHandlesErrorsAndCountsTheirRecords() {
        let handled = Locked(0)
        let handler = ErrorHandler(logger: SilentHandlerLogger())
            .always(
                .perform { _, onCompleted in
                    handled.withLock { $0 += 1 }
                    onCompleted?()
                })
        let said = reports {
            handler.handle(error: SampleError.offline)
            handler.handle(error: SampleError.offline)
        }
        #expect(handled.withLock { $0 } == 2)
        #expect(said.count == 1)
        #expect(said.first?.contains("SilentHandlerLogger") == true)
        #expect(ErrorLoggingRecursion.droppedRecords(of: SilentHandlerLogger.self) == 2)
    }

    @Test func theOtherLoggersOfAMultiplexStillReceiveARecordOneOfThemDrops() {
        let recording = InMemoryErrorLogger()
        let said = reports {
            MultiplexErrorLogger([SilentMultiplexedLogger(), recording]).log(record())
        }
        #expect(recording.records.count == 1)
        #expect(said.count == 1)
        #expect(ErrorLoggingRecursion.droppedRecords(of: SilentMultiplexedLogger.self) == 1)
    }

    /// Logs lines 1 to 50 through both methods of `logger`, each line once through each.
    /// - Returns: What was said about a logger implementing neither.
    private func logThroughBothMethods(_ logger: some ErrorLogging) -> [String] {
        reports {
            for line in 1...50 {
                logger.log(record(line: line))
                logger.log(SampleError.offline, file: "Tests/Sample.swift", line: line, function: "sample()")
            }
        }
    }

    @Test func aLoggerImplementingOnlyTheRecordMethodReceivesEveryRecordThroughBothMethods() {
        let logger = RecordLogger()
        let said = logThroughBothMethods(logger)
        #expect(said.isEmpty)
        #expect(logger.records.withLock { $0.map(\.line) } == (1...50).flatMap { [$0, $0] })
        #expect(ErrorLoggingRecursion.droppedRecords(of: RecordLogger.self) == 0)
    }

    @Test func aLoggerImplementingOnlyTheLocationMethodReceivesEveryRecordThroughBothMethods() {
        let logger = LocationLogger()
        let said = logThroughBothMethods(logger)
        #expect(said.isEmpty)
        #expect(
            logger.lines.withLock { $0 }
                == (1...50).flatMap {
                    Array(repeating: "Tests/Sample.swift:\($0) sample() offline", count: 2)
                })
        #expect(ErrorLoggingRecursion.droppedRecords(of: LocationLogger.self) == 0)
    }

    @Test func aLoggerThatHandsRecordsToAnotherOfItsTypeIsNotTakenForRecursion() {
        let last = LocationLogger()
        let first = LocationLogger(next: LocationLogger(next: last))
        let said = reports {
            first.log(record())
        }
        #expect(said.isEmpty)
        #expect(last.lines.withLock { $0 } == ["Tests/Sample.swift:7 sample() offline"])
    }

    @Test func recordsLoggedFromManyTasksAtOnceAllArrive() async {
        let logger = RecordLogger()
        await withTaskGroup(of: Void.self) { group in
            for line in 1...200 {
                group.addTask {
                    logger.log(
                        SampleError.offline, file: "Tests/Sample.swift", line: line, function: "sample()")
                }
            }
        }
        #expect(Set(logger.records.withLock { $0.map(\.line) }) == Set(1...200))
    }
}
