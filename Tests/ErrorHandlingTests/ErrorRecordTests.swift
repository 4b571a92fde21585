import Foundation
import Testing

@testable import ErrorHandling

private struct Wrapper: UnderlyingErrorProviding {
    let underlyingError: (any Error)?
}

@Suite struct ErrorRecordTests {
    @Test func theChainListsWrappedErrorsOutermostFirst() {
        let inner = NSError(domain: NSURLErrorDomain, code: -1009)
        let record = record(Wrapper(underlyingError: inner))
        #expect(record.chain.count == 2)
        #expect(record.chain.last?.contains("-1009") == true)
        #expect(record.message == record.chain.first)
    }

    @Test func theGroupingKeyIgnoresTheErrorsData() {
        #expect(
            record(SampleError.server(code: 500)).groupingKey
                == record(SampleError.server(code: 404)).groupingKey)
        #expect(record(SampleError.server(code: 500)).groupingKey != record(SampleError.offline).groupingKey)
        #expect(record(SampleError.offline).groupingKey.contains("SampleError.offline"))
        let nsError = record(NSError(domain: "Sync", code: 7, userInfo: ["id": "1"])).groupingKey
        #expect(nsError == record(NSError(domain: "Sync", code: 7, userInfo: ["id": "2"])).groupingKey)
        #expect(nsError.contains("[Sync 7]"))
    }

    @Test func setTextReplacesWhatTheErrorWouldSay() {
        var record = record(SampleError.offline)
        record.message = "custom"
        record.groupingKey = "key"
        #expect(record.message == "custom")
        #expect(record.groupingKey == "key")
    }

    @Test func severitiesAreOrderedFromDebugToCritical() {
        #expect(ErrorSeverity.allCases.sorted() == [.debug, .info, .warning, .error, .critical])
        #expect(ErrorSeverity.warning < .error)
    }

    @Test func theUserFacingMessageIsTheLocalizedDescription() {
        let error = NSError(domain: "D", code: 1, userInfo: [NSLocalizedDescriptionKey: "Try again later."])
        #expect(record(error).userFacingMessage == "Try again later.")
    }
}

@Suite struct DevelopmentErrorLoggerTests {
    @Test func theBlockSaysWhereWhatTheChainAndWhatTheUserSaw() {
        let output = Locked<[String]>([])
        let logger = DevelopmentErrorLogger { text in output.withLock { $0.append(text) } }
        let inner = NSError(domain: NSURLErrorDomain, code: -1009)
        let outer = NSError(
            domain: "Feed", code: 2,
            userInfo: [NSUnderlyingErrorKey: inner, NSLocalizedDescriptionKey: "You are offline."])
        var record = ErrorRecord(
            error: outer, fileID: "App/Feed.swift", line: 42, function: "reload()",
            matchedRule: "on(error:then:) #1 at App/Rules.swift:3", metadata: ["screen": "feed"],
            breadcrumbs: [Breadcrumb(timestamp: .now, message: "opened Feed", category: "navigation")])
        record.severity = .warning
        logger.log(record)
        let text = output.withLock { $0.joined() }
        #expect(text.hasPrefix("WARNING "))
        #expect(text.contains("App/Feed.swift:42 in reload()"))
        #expect(text.contains("on(error:then:) #1 at App/Rules.swift:3"))
        #expect(text.contains("2. Error Domain=NSURLErrorDomain Code=-1009"))
        #expect(text.contains("You are offline."))
        #expect(text.contains("screen = feed"))
        #expect(text.contains("[navigation] opened Feed"))
        #expect(!text.contains("\u{1B}["))
        #expect(output.withLock { $0.count } == 1)
    }

    @Test func colourIsUsedOnlyOnATerminalWithoutNoColor() {
        #expect(DevelopmentErrorLogger.usesColor(isTerminal: true, environment: [:]))
        #expect(!DevelopmentErrorLogger.usesColor(isTerminal: false, environment: [:]))
        #expect(!DevelopmentErrorLogger.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    }
}

@Suite struct UTCTimestampTests {
    @Test func datesFormatAsISO8601WithMilliseconds() {
        #expect(UTCTimestamp(Date(timeIntervalSince1970: 0)).iso8601 == "1970-01-01T00:00:00.000Z")
        #expect(
            UTCTimestamp(Date(timeIntervalSince1970: 951_782_400.5)).iso8601 == "2000-02-29T00:00:00.500Z")
        #expect(UTCTimestamp(Date(timeIntervalSince1970: -1)).iso8601 == "1969-12-31T23:59:59.000Z")
    }

    @Test func extremeDatesDoNotTrap() {
        for seconds in [Double.nan, .infinity, -.infinity, -1e14, 1e14] {
            #expect(!UTCTimestamp(Date(timeIntervalSince1970: seconds)).iso8601.isEmpty)
        }
    }
}
