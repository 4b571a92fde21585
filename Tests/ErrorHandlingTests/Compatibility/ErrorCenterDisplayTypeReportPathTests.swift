import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter.handle(_:displayType:) on the path of every report")
@MainActor
struct ErrorCenterDisplayTypeReportPathTests {
    @Test func theTextComesFromTheTranslatorAndThePresentationCarriesTheTranslatedError() {
        let center = ErrorCenter(handler: ErrorHandler(translator: .standard))
        center.handle(URLError(.notConnectedToInternet), displayType: .alert(.dismiss()))

        #expect(center.currentError == .offline)
        #expect(center.current?.title == AppError.offline.userMessage)
        #expect(center.current?.buttons.map(\.role) == [.cancel])
    }

    @Test func itIsLoggedOnceWithTheOriginalErrorAndTheCallersLine() {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(handler: ErrorHandler(translator: .standard, logger: logger))
        center.handle(URLError(.notConnectedToInternet), displayType: .toast(nil))
        let line = #line - 1

        #expect(logger.records.count == 1)
        #expect((logger.records.first?.error as? URLError)?.code == .notConnectedToInternet)
        #expect(logger.records.first?.line == line)
    }

    @Test func itIsCoalescedAndCountedLikeAnyReport() {
        let center = ErrorCenter(handler: ErrorHandler(translator: .standard).onNoMatch(.presentError))
        center.handle(URLError(.notConnectedToInternet), displayType: .alert(.dismiss()))
        center.report(URLError(.notConnectedToInternet))
        center.handle(AppError.offline, displayType: .alert(.dismiss()))

        #expect(center.current?.occurrences == 3)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 3, presented: 1, coalesced: 2))
    }

    @Test func retryComesWithCancelAndTheActionIsKept() throws {
        let center = ErrorCenter()
        center.handle(AppError.offline, displayType: .alert(.retry({}, buttonTitle: "Again")))

        #expect(center.current?.buttons.map(\.title) == ["Again", StandardButtonTitle.cancel.localized()])
        guard case .retry = try #require(center.errorAction) else {
            Issue.record("the alert's action is not the retry")
            return
        }
    }

    @Test func aRetryThatGivesUpIsShownAgainTheSameWay() async throws {
        let center = ErrorCenter(retryPolicy: RetryPolicy(maxAttempts: 1))
        let operation = ScriptedOperation(alwaysFailingWith: KeyedError(errorCode: 1))
        center.handle(KeyedError(errorCode: 1), displayType: .alert(.retry { try operation() }))
        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)

        #expect(operation.runs.value == 1)
        #expect(
            center.current?.buttons.map(\.title) == [
                StandardButtonTitle.retry.localized(), StandardButtonTitle.cancel.localized(),
            ])
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }
}
