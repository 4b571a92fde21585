import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// The log says what the person saw: the record of a report carries the title and the message
/// of its presentation, worked out by the function that builds it, with the line that promises
/// the retry once the device is back online when the alert shows it; and a presentation stores
/// what it offers, with its Retry button.
@Suite("The logged words are the alert's", .timeLimit(.minutes(10)))
@MainActor
struct LoggedWordsAreTheAlertsTests {
    private func center(
        logger: InMemoryErrorLogger, connectivity: ManualConnectivity? = nil,
        policy: RetryPolicy = RetryPolicy()
    ) -> ErrorCenter {
        ErrorCenter(
            handler: ErrorHandler(translator: .standard, logger: logger).onNoMatch(.presentError),
            retryPolicy: policy, clock: ManualClock(), connectivity: connectivity)
    }

    @Test func theRecordOfAnOfflineReportWithARetrySaysTheBackOnlineLineTheAlertShows() async throws {
        let logger = InMemoryErrorLogger()
        let connectivity = ManualConnectivity(.offline)
        let center = center(logger: logger, connectivity: connectivity)
        await waitUntil { center.knownConnectivity == .offline }

        center.report(URLError(.notConnectedToInternet), retry: {})
        let alert = try #require(center.current)
        let backOnline = ErrorTextKey.retriesWhenOnline.localized(for: ErrorLocalization.locale)
        #expect(alert.message?.hasSuffix(backOnline) == true)

        #expect(logger.records.count == 1)
        #expect(logger.records.first?.presentedText == "\(alert.title)\n\(alert.message ?? "")")
    }

    @Test func theRecordOfARepeatFoldedIntoTheAlertSaysTheAlertsWords() throws {
        let logger = InMemoryErrorLogger()
        let center = center(logger: logger)

        center.report(HTTPStatusError(statusCode: 503))
        center.report(HTTPStatusError(statusCode: 503))
        let alert = try #require(center.current)

        #expect(alert.occurrences == 2)
        #expect(logger.records.map(\.presentedText) == [alert.presentedText, alert.presentedText])
    }

    /// A step before the presentation that waits for nothing leaves the record to the handling,
    /// which writes it before the first step with the same words.
    @Test func theRecordOfRulesThatPresentAfterAnotherStepSaysTheAlertsWords() throws {
        let logger = InMemoryErrorLogger()
        let handler = ErrorHandler(translator: .standard, logger: logger)
            .on(error: .type(HTTPStatusError.self), then: .doNothing)
            .always(.presentError)
        let center = ErrorCenter(handler: handler, clock: ManualClock())

        center.report(HTTPStatusError(statusCode: 503))
        let alert = try #require(center.current)

        #expect(logger.records.map(\.presentedText) == [alert.presentedText])
    }

    @Test func theRecordOfAnErrorThatDescribesNothingSaysTheGenericTitleTheAlertShows() throws {
        let logger = InMemoryErrorLogger()
        let center = center(logger: logger)

        center.report(HTTPStatusError(statusCode: 418))
        let alert = try #require(center.current)

        #expect(logger.records.count == 1)
        #expect(logger.records.first?.presentedText == alert.presentedText)
    }

    @Test func aRecordOfAnErrorNothingShowsSaysItsDescriptionNeverABridgedOne() {
        let logger = InMemoryErrorLogger()
        ErrorHandler(translator: .standard, logger: logger).handle(error: HTTPStatusError(statusCode: 503))

        let record = logger.records.first
        #expect(record?.presentedText == nil)
        #expect(
            record?.userFacingMessage == ErrorTextKey.genericTitle.localized(for: ErrorLocalization.locale)
        )
    }

    @Test func anOfflineAlertStoresItsRetryButtonAndThatItRetriesWhenOnline() async throws {
        let connectivity = ManualConnectivity(.offline)
        let center = center(logger: InMemoryErrorLogger(), connectivity: connectivity)
        await waitUntil { center.knownConnectivity == .offline }

        center.report(URLError(.notConnectedToInternet), retry: {})
        let alert = try #require(center.current)

        #expect(alert.recovery.offersRetry)
        #expect(alert.recovery.retriesWhenOnline)
        #expect(alert.recovery.retryButtonID == alert.buttons.first?.id)
        #expect(alert.buttons.first?.title == StandardButtonTitle.retry.localized())
    }

    @Test func anAlertWhosePolicyRunsOnlyWhenAskedOffersRetryButDoesNotRunItWhenOnline() async throws {
        let connectivity = ManualConnectivity(.offline)
        let center = center(logger: InMemoryErrorLogger(), connectivity: connectivity)
        await waitUntil { center.knownConnectivity == .offline }

        center.report(URLError(.notConnectedToInternet), retryPolicy: .once, retry: {})
        let alert = try #require(center.current)

        #expect(alert.recovery.offersRetry)
        #expect(!alert.recovery.retriesWhenOnline)
        #expect(alert.recovery.retryButtonID == alert.buttons.first?.id)
    }
}
