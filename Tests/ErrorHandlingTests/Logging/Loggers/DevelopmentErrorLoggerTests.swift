import Foundation
import Testing

@testable import ErrorHandling

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
