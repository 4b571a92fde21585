import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

@Suite("RetryRun", .timeLimit(.minutes(10)))
struct RetryRunTests {
    static let policy = RetryPolicy(maxAttempts: 2, backoff: .constant(.seconds(5)), jitter: .none) { _ in
        true
    }

    static func retryRun(
        on clock: ManualClock = ManualClock(), reported: any Error = KeyedError(errorCode: 0),
        failedFor age: Duration = .zero
    ) -> RetryRun {
        RetryRun(
            policy: policy, clock: clock,
            reported: ErrorAssessment(reported, translator: .standard, origin: .unknown),
            translator: .standard,
            title: "Could not load", failedFor: age)
    }

    @Test func aRunThatGivesUpTellsEachAttemptAndWaitThenReturnsTheLastFailure() async throws {
        let clock = ManualClock()
        let run = Self.retryRun(on: clock)
        let runs = Counter()
        let progress = Locked<[RetryProgress]>([])
        let failingAgain: @Sendable () throws -> Void = {
            runs.increment()
            throw KeyedError(errorCode: runs.value)
        }
        async let outcome = run.run(progress: { step in progress.withLock { $0.append(step) } }, failingAgain)
        await clock.waitForSleepers()
        clock.advance(by: .seconds(5))

        guard case .gaveUp(let error, let attempts) = await outcome else {
            Issue.record("the run did not give up")
            return
        }
        #expect((error.error as? KeyedError)?.errorCode == 2)
        #expect(attempts == 2)
        #expect(progress.withLock { $0.map(\.attempt) } == [1, 2, 2])
        #expect(progress.withLock { $0.map(\.phase) } == [.running, .waiting(.seconds(5)), .running])
    }

    @Test func theFirstAttemptWaitsWhatIsLeftOfTheReportedRetryAfter() async throws {
        let clock = ManualClock()
        let run = Self.retryRun(
            on: clock, reported: HTTPStatusError(statusCode: 503, retryAfter: .seconds(10)),
            failedFor: .seconds(4))
        let progress = Locked<[RetryProgress]>([])
        async let outcome = run.run(progress: { step in progress.withLock { $0.append(step) } }, {})
        await clock.waitForSleepers()
        clock.advance(by: .seconds(6))

        guard case .succeeded = await outcome else {
            Issue.record("the run did not succeed")
            return
        }
        #expect(progress.withLock { $0.map(\.phase) } == [.waiting(.seconds(6)), .running])
        #expect(progress.withLock { $0.allSatisfy { $0.id == run.id && $0.title == "Could not load" } })
    }

    @Test func aCancelledOperationEndsTheRunWithoutGivingUp() async {
        guard case .cancelled = await Self.retryRun().run(progress: { _ in }, { throw CancellationError() })
        else {
            Issue.record("the cancelled run did not end as cancelled")
            return
        }
    }
}
