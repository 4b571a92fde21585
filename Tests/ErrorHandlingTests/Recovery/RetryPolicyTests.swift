import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("RetryPolicy")
struct RetryPolicyTests {
    struct Throttled: RetryAfterProviding {
        let retryAfter: Duration?
    }

    /// Fails the first `failures` times, then returns how many attempts it took.
    final class FlakyOperation: Sendable {
        private let attempts = Locked(0)
        private let failures: Int
        private let error: any Error

        init(failures: Int, error: any Error = URLError(.timedOut)) {
            self.failures = failures
            self.error = error
        }

        var attemptCount: Int { attempts.withLock { $0 } }

        func callAsFunction() throws -> Int {
            let attempt = attempts.withLock { count in
                count += 1
                return count
            }
            if attempt <= failures {
                throw error
            }
            return attempt
        }
    }

    @Test func exponentialDelaysGrowByTheMultiplierUpToTheMaximum() {
        let backoff = RetryPolicy.Backoff.exponential(
            initial: .milliseconds(500), multiplier: 2, maximum: .seconds(3))
        let delays = (1...6).map { backoff.delay(afterAttempt: $0) }
        #expect(
            delays == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3), .seconds(3)])
    }

    @Test func constantBackoffNeverChanges() {
        let backoff = RetryPolicy.Backoff.constant(.seconds(2))
        #expect((1...4).map { backoff.delay(afterAttempt: $0) } == Array(repeating: .seconds(2), count: 4))
    }

    @Test func fullJitterStaysBetweenZeroAndTheBackoff() {
        let samples: [Double] = [0, 0.25, 0.999, 1.5, -1]
        let index = Locked(0)
        let jitter = RetryPolicy.Jitter.full {
            index.withLock { position in
                defer { position += 1 }
                return samples[position]
            }
        }
        let delays = samples.map { _ in jitter.apply(to: .seconds(4)) }
        #expect(delays[0] == .zero)
        #expect(delays[1] == .seconds(1))
        #expect(delays[2] > .milliseconds(3_990) && delays[2] < .seconds(4))
        #expect(delays[3] == .seconds(4))
        #expect(delays[4] == .zero)
        #expect(RetryPolicy.Jitter.none.apply(to: .seconds(4)) == .seconds(4))
    }

    @Test func defaultJitterIsWithinBounds() {
        for _ in 0..<100 {
            let delay = RetryPolicy.Jitter.full.apply(to: .seconds(1))
            #expect(delay >= .zero && delay <= .seconds(1))
        }
    }

    @Test func retriesAfterEachBackoffDelayOnTheClockUntilItSucceeds() async throws {
        let clock = ManualClock()
        let operation = FlakyOperation(failures: 2)
        let policy = RetryPolicy(
            maxAttempts: 3, backoff: .exponential(initial: .seconds(1), multiplier: 2, maximum: .seconds(30)),
            jitter: .none)

        let result = Task { try await policy.run(clock: clock) { try operation() } }
        await clock.waitForSleepers()
        #expect(operation.attemptCount == 1)
        clock.advance(by: .milliseconds(999))
        #expect(operation.attemptCount == 1)
        clock.advance(by: .milliseconds(1))
        await clock.waitForSleepers()
        #expect(operation.attemptCount == 2)
        clock.advance(by: .seconds(2))

        #expect(try await result.value == 3)
        #expect(clock.now.offset == .seconds(3))
    }

    @Test func rethrowsTheLastErrorUnchangedWhenAttemptsRunOut() async {
        let operation = FlakyOperation(failures: 10, error: URLError(.networkConnectionLost))
        let policy = RetryPolicy(maxAttempts: 3, backoff: .constant(.zero), jitter: .none)
        await #expect(throws: URLError(.networkConnectionLost)) {
            try await policy.run(clock: ManualClock()) { try operation() }
        }
        #expect(operation.attemptCount == 3)
    }

    @Test func nonTransientErrorsAreNotRetried() async {
        let operation = FlakyOperation(failures: 1, error: URLError(.badURL))
        await #expect(throws: URLError(.badURL)) {
            try await RetryPolicy().run(clock: ManualClock()) { try operation() }
        }
        #expect(operation.attemptCount == 1)
    }

    @Test func retryAfterIsHonouredOverTheBackoff() async throws {
        let clock = ManualClock()
        let operation = FlakyOperation(failures: 1, error: Throttled(retryAfter: .seconds(42)))
        let policy = RetryPolicy(backoff: .constant(.seconds(1)), jitter: .none, shouldRetry: { _ in true })
        #expect(policy.delay(after: Throttled(retryAfter: .seconds(42)), attempt: 1) == .seconds(42))
        #expect(policy.delay(after: Throttled(retryAfter: nil), attempt: 1) == .seconds(1))

        let result = Task { try await policy.run(clock: clock) { try operation() } }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(41))
        #expect(operation.attemptCount == 1)
        clock.advance(by: .seconds(1))
        #expect(try await result.value == 2)
    }

    @Test func cancellationDuringABackoffSleepEndsAtOnceWithoutAnotherAttempt() async {
        let clock = ManualClock()
        let operation = FlakyOperation(failures: 5)
        let task = Task { try await RetryPolicy(jitter: .none).run(clock: clock) { try operation() } }
        await clock.waitForSleepers()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(operation.attemptCount == 1)
        #expect(clock.now.offset == .zero)
    }

    @Test func cancellationErrorFromTheOperationIsNotRetried() async {
        let operation = FlakyOperation(failures: 5, error: CancellationError())
        await #expect(throws: CancellationError.self) {
            try await RetryPolicy(shouldRetry: { _ in true }).run(clock: ManualClock()) { try operation() }
        }
        #expect(operation.attemptCount == 1)
    }

    @Test func transientErrorsAreRetriedByDefault() {
        #expect(RetryPolicy.isTransient(URLError(.timedOut)))
        #expect(RetryPolicy.isTransient(URLError(.notConnectedToInternet)))
        #expect(
            RetryPolicy.isTransient(NSError(domain: NSURLErrorDomain, code: NSURLErrorNetworkConnectionLost)))
        #expect(!RetryPolicy.isTransient(URLError(.badURL)))
        #expect(!RetryPolicy.isTransient(URLError(.userAuthenticationRequired)))
        #expect(!RetryPolicy.isTransient(CocoaError(.fileNoSuchFile)))
    }

    @Test func transientAppErrorsAndHTTPStatusesAreRetriedByDefault() {
        for transient: any Error in [
            AppError.offline, AppError.timeout, AppError.serverError, AppError.rateLimited(retryAfter: nil),
            AppError.network(underlying: URLError(.networkConnectionLost)),
            HTTPStatusError(statusCode: 503), HTTPStatusError(statusCode: 429),
            HTTPStatusError(statusCode: 408),
        ] {
            #expect(RetryPolicy.isTransient(transient), "\(transient)")
        }
        for permanent: any Error in [
            AppError.unauthorized, AppError.wrongPassword, AppError.validation(reason: "x"),
            AppError.network(underlying: URLError(.badURL)), HTTPStatusError(statusCode: 404),
        ] {
            #expect(!RetryPolicy.isTransient(permanent), "\(permanent)")
        }
    }

    @Test func rateLimitedAppErrorWaitsForItsRetryAfter() {
        let policy = RetryPolicy(backoff: .constant(.seconds(1)), jitter: .none)
        #expect(
            policy.delay(after: AppError.rateLimited(retryAfter: .seconds(30)), attempt: 1) == .seconds(30))
        #expect(policy.delay(after: AppError.rateLimited(retryAfter: nil), attempt: 1) == .seconds(1))
        #expect(
            policy.delay(after: HTTPStatusError(statusCode: 503, retryAfter: .seconds(9)), attempt: 2)
                == .seconds(9))
    }

    @Test func atLeastOneAttemptIsAlwaysMade() {
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
    }

    @MainActor
    @Test func oneClockValueDrivesBothACenterAndARetryPolicyRun() async throws {
        let manual = ManualClock()
        let clock: any Clock<Duration> = manual
        let center = ErrorCenter(clock: clock)
        let attempts = Locked(0)
        let run = Task {
            try await RetryPolicy(maxAttempts: 2, backoff: .constant(.seconds(5)), jitter: .none).run(
                clock: clock
            ) {
                if attempts.withLock({
                    $0 += 1
                    return $0
                }) == 1 {
                    throw URLError(.timedOut)
                }
            }
        }
        await manual.waitForSleepers()
        manual.advance(by: .seconds(5))
        try await run.value
        #expect(attempts.withLock { $0 } == 2)
        #expect(center.retries.isEmpty)
    }
}
