import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("A report that carries a retry", .timeLimit(.minutes(10)))
@MainActor
struct ReportRetryTests {
    private let retryTitle = StandardButtonTitle.retry.localized()
    private let cancelTitle = StandardButtonTitle.cancel.localized()

    private func rules(for center: ErrorCenter? = nil) -> ErrorHandler {
        ErrorHandler(translator: .standard).onNoMatch(.presentError)
    }

    private func noWaitPolicy(maxAttempts: Int = 3) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, backoff: .constant(.seconds(1)), jitter: .none)
    }

    @Test func aTransientErrorWithARetryOffersRetryThenCancel() throws {
        let center = ErrorCenter(handler: rules())
        center.report(URLError(.notConnectedToInternet), retry: {})

        let current = try #require(center.current)
        #expect(current.buttons.map(\.title) == [retryTitle, cancelTitle])
        #expect(current.buttons.map(\.role) == [.default, .cancel])
        #expect(current.title == AppError.offline.userMessage)
        #expect(center.currentError == .offline)
    }

    @Test(arguments: [
        AppError.sessionExpired as any Error,
        HTTPStatusError(statusCode: 401),
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")),
    ])
    func anErrorRetryingCannotFixKeepsTheButtonsOfTheRules(error: any Error) throws {
        let center = ErrorCenter(handler: rules())
        center.report(error, retry: { Issue.record("nothing should retry") })

        let current = try #require(center.current)
        #expect(current.buttons.map(\.title) == [StandardButtonTitle.ok.localized()])
    }

    @Test func withoutARetryTheRulesButtonsStay() throws {
        let center = ErrorCenter(handler: rules())
        center.report(URLError(.notConnectedToInternet))
        #expect(try #require(center.current).buttons.map(\.title) == [StandardButtonTitle.ok.localized()])
    }

    @Test func aToastOrInlineMessageGetsNoRetryButtons() {
        let center = ErrorCenter(handler: rules(), clock: ManualClock())
        center.report(URLError(.notConnectedToInternet), style: .toast(duration: .seconds(3)), retry: {})
        #expect(center.toasts.first?.buttons.map(\.title) == [StandardButtonTitle.ok.localized()])
    }

    @Test func cancelRunsNothing() async throws {
        let center = ErrorCenter(handler: rules())
        let operation = ScriptedOperation(failing: [])
        center.report(URLError(.notConnectedToInternet), retry: { try operation() })

        let cancel = try #require(center.current?.buttons.last)
        await center.dismiss(choosing: cancel.id)

        #expect(operation.runs.value == 0)
        #expect(center.current == nil)
        #expect(center.retries.isEmpty)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func retryThatSucceedsEndsQuietly() async throws {
        let center = ErrorCenter(handler: rules(), retryPolicy: noWaitPolicy())
        let operation = ScriptedOperation(failing: [])
        center.report(URLError(.notConnectedToInternet), retry: { try operation() })

        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)

        #expect(operation.runs.value == 1)
        #expect(center.current == nil)
        #expect(center.retries.isEmpty)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func theTapStartsAttemptOneAndEveryAttemptRunsUnderThePolicyBeforeReportingAgain() async throws {
        let clock = ManualClock()
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(
            handler: ErrorHandler(translator: .standard, logger: logger).onNoMatch(.presentError),
            retryPolicy: noWaitPolicy(maxAttempts: 3), clock: clock)
        let operation = ScriptedOperation(alwaysFailingWith: URLError(.notConnectedToInternet))
        center.report(URLError(.notConnectedToInternet), retry: { try operation() })
        let first = try #require(center.current)

        let retryID = try #require(first.buttons.first).id
        async let dismissal: Void = center.dismiss(choosing: retryID)
        for waitsDone in 1...2 {
            await clock.waitForSleepers()
            #expect(operation.runs.value == waitsDone)
            clock.advance(by: .seconds(1))
        }
        await dismissal

        #expect(operation.runs.value == 3)
        let again = try #require(center.current)
        #expect(again.id != first.id)
        #expect(again.buttons.map(\.title) == [retryTitle, cancelTitle])
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
        #expect(center.statistics.addsUp)
        #expect(logger.records.count == 2)
        #expect(logger.records.last?.metadata["attempt"] == "3")
    }

    @Test func theReportAgainCarriesTheSameRetry() async throws {
        let center = ErrorCenter(handler: rules(), retryPolicy: noWaitPolicy(maxAttempts: 1))
        let operation = ScriptedOperation(failing: [URLError(.notConnectedToInternet)])
        center.report(URLError(.notConnectedToInternet), retry: { try operation() })

        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)
        #expect(operation.runs.value == 1)
        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)

        #expect(operation.runs.value == 2)
        #expect(center.current == nil)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }

    @Test func retryProgressSaysWhatIsRetriedWhichAttemptAndHowLongItWaits() async throws {
        let clock = ManualClock()
        let center = ErrorCenter(handler: rules(), retryPolicy: noWaitPolicy(maxAttempts: 2), clock: clock)
        let gate = ScriptedOperation(failing: [URLError(.notConnectedToInternet)])
        center.report(URLError(.notConnectedToInternet), retry: { try gate() })
        let title = try #require(center.current?.title)

        let retryID = try #require(center.current?.buttons.first).id
        async let dismissal: Void = center.dismiss(choosing: retryID)
        await clock.waitForSleepers()
        let waiting = try #require(center.retries.first)
        #expect(center.retries.count == 1)
        #expect(waiting.title == title)
        #expect(waiting.attempt == 2)
        #expect(waiting.maxAttempts == 2)
        #expect(waiting.phase == .waiting(.seconds(1)))
        #expect(waiting.error as? AppError == .offline)

        clock.advance(by: .seconds(1))
        await dismissal
        #expect(center.retries.isEmpty)
        #expect(gate.runs.value == 2)
    }

    @Test func aRetryAfterSurvivesTranslationAndCountsFromTheFailure() async throws {
        let clock = ManualClock()
        let center = ErrorCenter(handler: rules(), retryPolicy: noWaitPolicy(), clock: clock)
        let operation = ScriptedOperation(failing: [])
        center.report(HTTPStatusError(statusCode: 503, retryAfter: .seconds(5)), retry: { try operation() })
        #expect(center.currentError == .serverError)
        clock.advance(by: .seconds(1))

        let retryID = try #require(center.current?.buttons.first).id
        async let dismissal: Void = center.dismiss(choosing: retryID)
        await clock.waitForSleepers()
        #expect(center.retries.first?.phase == .waiting(.seconds(4)))
        #expect(center.retries.first?.attempt == 1)
        #expect(operation.runs.value == 0)
        clock.advance(by: .seconds(4))
        await dismissal

        #expect(operation.runs.value == 1)
    }

    @Test func aRetryAfterOfAFailedAttemptIsWaitedForThroughTranslation() async throws {
        let clock = ManualClock()
        let center = ErrorCenter(handler: rules(), retryPolicy: noWaitPolicy(maxAttempts: 2), clock: clock)
        let operation = ScriptedOperation(failing: [HTTPStatusError(statusCode: 503, retryAfter: .seconds(7))]
        )
        center.report(URLError(.timedOut), retry: { try operation() })

        let retryID = try #require(center.current?.buttons.first).id
        async let dismissal: Void = center.dismiss(choosing: retryID)
        await clock.waitForSleepers()
        #expect(center.retries.first?.phase == .waiting(.seconds(7)))
        clock.advance(by: .seconds(7))
        await dismissal
        #expect(operation.runs.value == 2)
    }

    @Test func aFirebaseNetworkErrorShownAsOfflineIsTransient() async throws {
        let firebaseNetworkError = NSError(domain: "FIRAuthErrorDomain", code: 17020)
        let clock = ManualClock()
        let center = ErrorCenter(handler: rules(), retryPolicy: noWaitPolicy(maxAttempts: 2), clock: clock)
        let operation = ScriptedOperation(alwaysFailingWith: firebaseNetworkError)
        center.report(firebaseNetworkError, retry: { try operation() })
        #expect(center.current?.buttons.map(\.title) == [retryTitle, cancelTitle])

        let retryID = try #require(center.current?.buttons.first).id
        async let dismissal: Void = center.dismiss(choosing: retryID)
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await dismissal
        #expect(operation.runs.value == 2)
    }

    @Test func coalescedReportsKeepTheRetryOfTheFirst() async throws {
        let center = ErrorCenter(handler: rules(), retryPolicy: noWaitPolicy())
        let first = ScriptedOperation(failing: [])
        let second = ScriptedOperation(failing: [])
        center.report(URLError(.notConnectedToInternet), retry: { try first() })
        center.report(URLError(.notConnectedToInternet), retry: { try second() })
        #expect(center.current?.occurrences == 2)

        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)
        #expect(first.runs.value == 1)
        #expect(second.runs.value == 0)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 1, coalesced: 1))
    }

    @Test func reportsFromOtherThreadsKeepTheirRetry() async throws {
        let center = ErrorCenter(handler: rules(), retryPolicy: noWaitPolicy())
        let operation = ScriptedOperation(failing: [])
        await Task.detached {
            center.report(URLError(.notConnectedToInternet), retry: { try operation() })
        }.value
        await center.waitUntilIdle()

        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)
        #expect(operation.runs.value == 1)
    }

    @Test func theRulesAlwaysActionWaitsForTheChoiceWhenRetryReplacesTheButtons() async throws {
        let log = EventLog()
        let handler = ErrorHandler(translator: .standard).onNoMatch(.presentError)
            .always(log.recordingError(prefix: "always"))
        let center = ErrorCenter(handler: handler)
        center.report(URLError(.notConnectedToInternet), retry: {})
        await Task.yield()
        #expect(log.all.isEmpty)

        await center.dismiss(choosing: try #require(center.current?.buttons.last).id)
        #expect(await eventually { !log.all.isEmpty })
        #expect(log.all.count == 1)
    }

    @Test func aCustomAlertsChainAlsoWaitsForTheChoiceWhenRetryReplacesItsButtons() async throws {
        let log = EventLog()
        let handler = ErrorHandler(translator: .standard)
            .on(
                error: .type(AppError.offline),
                then: .present(alert: ConfirmableAlert(title: "Offline", confirmTitle: "OK"))
            )
            .always(log.recordingError(prefix: "always"))
        let center = ErrorCenter(handler: handler)
        center.report(URLError(.notConnectedToInternet), retry: {})
        #expect(center.current?.buttons.map(\.title) == [retryTitle, cancelTitle])
        await Task.yield()
        #expect(log.all.isEmpty)

        await center.dismiss(choosing: try #require(center.current?.buttons.last).id)
        #expect(await eventually { !log.all.isEmpty })
        #expect(log.all.count == 1)
    }

}
