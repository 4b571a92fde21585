import ErrorHandlingTesting
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

    /// An error whose description counts how often it is read.
    struct DescriptionCountingError: Error, CustomDebugStringConvertible {
        let reads: Locked<Int>
        var debugDescription: String {
            reads.withLock { $0 += 1 }
            return "counted failure"
        }
    }

    @Test func theErrorIsDescribedOnceForItsMessageAndItsChain() {
        let output = Locked<[String]>([])
        let logger = DevelopmentErrorLogger { text in output.withLock { $0.append(text) } }
        let error = DescriptionCountingError(reads: Locked(0))
        logger.log(ErrorRecord(error: error, fileID: "App/A.swift", line: 1, function: "f()"))
        #expect(output.withLock { $0.joined() }.contains("counted failure"))
        #expect(error.reads.withLock { $0 } == 1)
    }

    @Test func colourIsUsedOnlyOnATerminalWithoutNoColor() {
        #expect(DevelopmentErrorLogger.usesColor(isTerminal: true, environment: [:]))
        #expect(!DevelopmentErrorLogger.usesColor(isTerminal: false, environment: [:]))
        #expect(!DevelopmentErrorLogger.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    }

    /// The blocks the logger wrote while `handler` handled `error`. When the handling presents
    /// on `presenter`, the alert's first button is tapped, as a person would: otherwise the
    /// handling waits for the answer until the action's timeout.
    private func blocks(
        handling error: any Error, answering presenter: RecordingPresenter? = nil,
        with handler: (any ErrorLogging) -> ErrorHandler
    ) async -> String {
        let output = Locked<[String]>([])
        let logger = DevelopmentErrorLogger { text in output.withLock { $0.append(text) } }
        let handling = Task { [handler = handler(logger)] in _ = await handler.handle(error) }
        if let presenter {
            #expect(await eventually { presenter.visiblePresentation != nil })
            if let button = presenter.visiblePresentation?.buttons.first {
                presenter.tap(button.title)
            }
        }
        await handling.value
        return output.withLock { $0.joined() }
    }

    @Test func theShownLineIsTheTranslatedLocalizedTextThePersonSaw() async {
        let presenter = RecordingPresenter()
        let text = await blocks(handling: URLError(.notConnectedToInternet), answering: presenter) {
            ErrorHandler(for: presenter, translator: .standard, logger: $0).onNoMatch(.presentError)
        }
        let offline = AppError.offline
        #expect(text.contains("shown  \(ErrorText(offline).title ?? "")"))
        #expect(!text.contains("shown  The operation"))
        #expect(presenter.presentations.first?.title == ErrorText(offline).title)
    }

    @Test func thereIsNoShownLineWhenNothingWasShown() async {
        let text = await blocks(handling: URLError(.notConnectedToInternet)) {
            ErrorHandler(for: RecordingPresenter(), translator: .standard, logger: $0).onNoMatch(
                .run { _ in })
        }
        #expect(text.contains("URLError"))
        #expect(!text.contains("shown"))
    }

    @Test func aPresentationAfterAnotherActionStillCountsAsShown() async {
        let presenter = RecordingPresenter()
        let text = await blocks(handling: AppError.notFound, answering: presenter) {
            ErrorHandler(for: presenter, logger: $0)
                .on(error: .type(AppError.self), then: .run { _ in })
                .on(error: .type(AppError.self), then: .presentError)
        }
        #expect(text.contains("shown  \(ErrorText(AppError.notFound).title ?? "")"))
    }
}
