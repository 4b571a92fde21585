import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// Each error is assessed once where it enters a center, and what is decided then is what every
/// later step reads.
@Suite("One assessment per report")
@MainActor
struct OneAssessmentTests {
    /// An error whose description counts how often it is read: each presentation built of it
    /// reads it once.
    struct CountedError: LocalizedError {
        let reads: Counter
        var errorDescription: String? {
            reads.increment()
            return "Could not sync"
        }
    }

    /// A translator that counts its translations of `KeyedError`s.
    static func countingTranslator(_ translations: Counter) -> ErrorTranslator {
        ErrorTranslator().adding(KeyedError.self) { _ in
            translations.increment()
            return AppError.serverError
        }
    }

    @Test func aReportIsTranslatedOnceOnItsWayToTheScreen() async throws {
        let translations = Counter()
        let handler = ErrorHandler(translator: Self.countingTranslator(translations)).onNoMatch(.presentError)
        let center = ErrorCenter(handler: handler, clock: ManualClock())
        center.report(KeyedError(errorCode: 1), retry: {})
        let alert = try #require(center.current)
        #expect(center.currentError == .serverError)
        #expect(
            alert.buttons.map(\.title) == [
                StandardButtonTitle.retry.localized(), StandardButtonTitle.cancel.localized(),
            ])
        #expect(translations.value == 1)
    }

    @Test func eachFailedAttemptOfARetryIsTranslatedOnceAndNotAgainWhenReportedAgain() async throws {
        let translations = Counter()
        let handler = ErrorHandler(translator: Self.countingTranslator(translations)).onNoMatch(.presentError)
        let clock = ManualClock()
        let center = ErrorCenter(
            handler: handler,
            retryPolicy: RetryPolicy(maxAttempts: 2, backoff: .constant(.seconds(1)), jitter: .none),
            clock: clock)
        center.report(KeyedError(errorCode: 1), retry: { throw KeyedError(errorCode: 2) })
        let first = try #require(center.current)
        let retry = Task { await center.dismiss(choosing: first.buttons[0].id) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await retry.value
        await center.waitUntilIdle()

        #expect(center.current?.id != first.id)
        // The report, then each of the two failed attempts; the report of the retry that gave
        // up reads the last attempt's translation.
        #expect(translations.value == 3)
    }

    @Test func aReportOnTheMainActorIsOnScreenAndAccountedForWhenTheCallReturns() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 1))
        #expect(center.current?.occurrences == 2)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 1, coalesced: 1))
        #expect(center.machine.withLock { $0.isIdle })
    }

    @Test func aRepeatFoldedIntoThePresentationOnScreenBuildsNoPresentation() {
        let reads = Counter()
        let center = ErrorCenter()
        center.report(CountedError(reads: reads))
        let built = reads.value
        #expect(built > 0)

        center.report(CountedError(reads: reads))
        center.report(CountedError(reads: reads))
        #expect(reads.value == built)
        #expect(center.current?.occurrences == 3)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 3, presented: 1, coalesced: 2))
    }

    @Test func aRepeatHandledInsideAnActionOfAReportFoldsForThatReportAndBuildsNoPresentation() async {
        let reads = Counter()
        let center = ErrorCenter()
        center.report(CountedError(reads: reads))
        let built = reads.value
        // The action holds the handler, which holds its center weakly.
        let handler = center.handler
        let steps = handler.child()
            .on(
                error: .type(KeyedError.self),
                then: .perform { _, completion in
                    handler.handle(error: CountedError(reads: reads))
                    completion?()
                })
        center.report(KeyedError(errorCode: 1), using: steps)
        await center.waitUntilIdle()

        #expect(reads.value == built)
        #expect(center.current?.occurrences == 2)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 1, coalesced: 1))
    }

    @Test func aPresentationHandedToTheCenterAsAViewIsLoggedOnceAsAReport() async {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger)
        let view: any ErrorHandlerView = center
        view.present(ErrorPresentation(title: "Sync failed", buttons: [], error: KeyedError(errorCode: 4)))
        await center.waitUntilIdle()
        #expect(center.current?.title == "Sync failed")
        #expect(logger.records.count == 1)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func theRulesOfAHandlerWhoseViewIsTheCenterLogTheirErrorOnlyOnce() async {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger)
        ErrorHandler(for: center, logger: logger).onNoMatch(.presentError).handle(
            error: KeyedError(errorCode: 5))
        await center.waitUntilIdle()
        #expect(center.current != nil)
        #expect(logger.records.count == 1)
    }

    @Test func theCentersOwnHandlerUsedDirectlyLogsItsErrorOnlyOnce() async {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger)
        center.handler.handle(error: KeyedError(errorCode: 5))
        await center.waitUntilIdle()
        #expect(center.current != nil)
        #expect(logger.records.count == 1)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func aHandlerWithoutAViewPresentsHereForEachOfItsReports() async {
        let center = ErrorCenter()
        let screen = ErrorHandler().onNoMatch(.presentError)
        center.report(KeyedError(errorCode: 1), using: screen)
        center.report(KeyedError(errorCode: 2), using: screen)
        await center.waitUntilIdle()
        #expect(center.current != nil)
        #expect(center.pending.count == 1)
    }
}
