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
