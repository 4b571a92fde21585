import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorHandler with a translator")
struct TranslatingHandlerTests {
    /// Records the errors the actions of a handler receive.
    final class Received: Sendable {
        let errors = Locked<[any Error]>([])

        var action: ActionHandler {
            .perform { error, onCompleted in
                self.errors.withLock { $0.append(error) }
                onCompleted?()
            }
        }

        var appErrors: [AppError?] {
            errors.withLock { $0.map { $0 as? AppError } }
        }
    }

    @Test func withoutATranslatorRulesSeeTheErrorAsItWasThrown() async {
        let received = Received()
        let outcome = await ErrorHandler()
            .on(error: .type(AppError.self), then: received.action)
            .handle(URLError(.notConnectedToInternet))
        #expect(outcome.matchedRuleCount == 0)
        #expect(received.errors.withLock { $0.isEmpty })
    }

    @Test func aRuleForTheTranslatedErrorMatchesAndItsActionReceivesTheTranslatedError() async {
        let received = Received()
        let outcome = await ErrorHandler(translator: .standard)
            .on(error: .type(AppError.offline), then: received.action)
            .handle(URLError(.notConnectedToInternet))
        #expect(outcome.matchedRuleCount == 1)
        #expect(received.appErrors == [.offline])
    }

    @Test func aRuleForTheOriginalErrorStillMatchesOnceAndReceivesTheTranslatedError() async {
        let received = Received()
        let outcome = await ErrorHandler(translator: .standard)
            .on(error: .urlError(.notConnectedToInternet), .type(AppError.offline), then: received.action)
            .on(error: .type(URLError.self), then: received.action)
            .handle(URLError(.notConnectedToInternet))
        #expect(outcome.matchedRuleCount == 2)
        #expect(received.appErrors == [.offline, .offline])
    }

    @Test func theSynchronousPathTranslatesToo() {
        let received = Received()
        let handled = ErrorHandler(for: nil, translator: .standard)
            .on(error: .type(AppError.self), then: received.action)
            .handle(error: HTTPStatusError(statusCode: 401), onCompleted: nil)
        #expect(handled)
        #expect(received.appErrors == [.unauthorized])
    }

    @Test func aChildInheritsItsParentsTranslator() async {
        let received = Received()
        let parent = ErrorHandler(translator: .standard)
        let outcome = await parent.child()
            .on(error: .type(AppError.timeout), then: received.action)
            .handle(URLError(.timedOut))
        #expect(outcome.matchedRuleCount == 1)
        #expect(received.appErrors == [.timeout])
    }

    @Test func alertsAreAboutTheTranslatedErrorWhichKeepsTheOriginalAsUnderlying() {
        let presenter = RecordingPresenter()
        ErrorHandler(for: presenter, translator: .standard)
            .onNoMatch(.presentError)
            .handle(error: URLError(.cannotFindHost))
        let alert = presenter.visibleAlert
        #expect(alert?.title == AppError.network(underlying: URLError(.cannotFindHost)).userMessage)
        #expect(((alert?.error as? AppError)?.underlyingError as? URLError)?.code == .cannotFindHost)
    }
}
