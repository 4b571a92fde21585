import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter retry and recovery", .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterRetryTests {
    /// Fails its first `failures` runs.
    final class FlakyOperation: Sendable {
        let runs = Counter()
        let failures: Int

        init(failures: Int) {
            self.failures = failures
        }

        @Sendable func callAsFunction() throws {
            runs.increment()
            if runs.value <= failures {
                throw KeyedError(errorCode: runs.value)
            }
        }
    }

    @Test func aRetryThatFailsTwiceThenSucceedsIsShownAgainEachTimeAndLoggedAsAReport() async throws {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger)
        let operation = FlakyOperation(failures: 2)
        center.handle(KeyedError(errorCode: 0), displayType: .alert(.retry { try operation() }))

        for expectedRuns in 1...3 {
            let retry = try #require(center.current?.buttons.first)
            #expect(retry.title == StandardButtonTitle.retry.localized())
            await center.dismiss(choosing: retry.id)
            #expect(operation.runs.value == expectedRuns)
        }

        #expect(center.current == nil)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 3, presented: 3))
        #expect(logger.records.map { ($0.error as? KeyedError)?.errorCode } == [0, 1, 2])
        // A `KeyedError` is not transient: each Retry makes one attempt, which gave up.
        #expect(logger.records.map { $0.metadata["attempt"] } == [nil, "1", "1"])
    }

    /// How a report offers Retry: as a Retry alert it asks for, or through the center's rules.
    enum RetryOffered: CaseIterable {
        case retryAlert
        case rules
    }

    /// The main actor runs its jobs in turn: the tap queues the button's action, the test then
    /// queues a look at ``ErrorCenter/retries``. An action that left the main actor on the way to
    /// the retry would come back behind that look, which would see no retry.
    @Test(arguments: RetryOffered.allCases)
    func aTapOnRetryReachesTheRetryWithoutLeavingTheMainActor(offered: RetryOffered) async throws {
        let center = ErrorCenter()
        let operation = FlakyOperation(failures: 0)
        switch offered {
        case .retryAlert:
            center.handle(KeyedError(errorCode: 0), displayType: .alert(.retry { try operation() }))
        case .rules:
            center.report(URLError(.timedOut), retry: { try operation() })
        }
        #expect(await eventually { center.current != nil })
        let alert = try #require(center.current)
        let retry = try #require(alert.buttons.first)
        #expect(retry.title == StandardButtonTitle.retry.localized())

        center.dismiss(presentation: alert.id, choosing: retry.id)
        let attemptsSeenNext = await Task { @MainActor in center.retries.map(\.attempt) }.value

        #expect(attemptsSeenNext == [1])
        #expect(await eventually { operation.runs.value == 1 && center.retries.isEmpty })
    }

    @Test func retryRunsUnderThePolicyOnTheCentersClock() async throws {
        let clock = ManualClock()
        let policy = RetryPolicy(maxAttempts: 2, backoff: .constant(.seconds(5)), jitter: .none) { _ in true }
        let center = ErrorCenter(retryPolicy: policy, clock: clock)
        let operation = FlakyOperation(failures: 1)
        center.handle(KeyedError(errorCode: 0), displayType: .alert(.retry { try operation() }))

        let retry = try #require(center.current?.buttons.first)
        async let dismissal: Void = center.dismiss(choosing: retry.id)
        await clock.waitForSleepers()
        #expect(operation.runs.value == 1)
        clock.advance(by: .seconds(5))
        await dismissal

        #expect(operation.runs.value == 2)
        #expect(center.current == nil)
    }

    @Test func navigateBackCallsTheHookAndComesWithCancel() async throws {
        let center = ErrorCenter()
        let calls = Counter()
        center.navigateBack = { calls.increment() }
        center.handle(AppError.notFound, displayType: .alert(.navigateBack()))

        #expect(
            center.current?.buttons.map(\.title) == [
                StandardButtonTitle.back.localized(), StandardButtonTitle.cancel.localized(),
            ])
        #expect(center.current?.buttons.map(\.role) == [.default, .cancel])
        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)
        #expect(calls.value == 1)
        #expect(center.current == nil)
    }

    @Test func navigateBackWithoutAHookAndDismissOnlyClose() async throws {
        let center = ErrorCenter()
        center.handle(AppError.notFound, displayType: .alert(.navigateBack()))
        center.handle(AppError.offline, displayType: .alert(.dismiss()))

        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)
        #expect(center.currentError == .offline)
        #expect(center.current?.buttons.map(\.role) == [.cancel])
        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)
        #expect(center.current == nil)
    }
}
