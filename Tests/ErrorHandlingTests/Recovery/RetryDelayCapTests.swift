import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("Retry delays stay within the policy's cap", .timeLimit(.minutes(10)))
struct RetryDelayCapTests {
    /// `Retry-After` values a server may send that ask for an absurd wait.
    static let hostileHeaders = [
        "9223372036854775807",
        "99999999999",
        "999999999999999999999999999999",
        "Fri, 31 Dec 9999 23:59:59 GMT",
    ]

    static let policy = RetryPolicy(backoff: .constant(.seconds(1)), jitter: .none)

    @Test(arguments: hostileHeaders)
    func aHostileRetryAfterHeaderWaitsThePolicysMaximum(header: String) {
        let error = HTTPStatusError(statusCode: 429, retryAfterHeader: header)
        #expect(Self.policy.maximumRetryAfter == .seconds(300))
        #expect(Self.policy.delay(after: error, attempt: 1) == Self.policy.maximumRetryAfter)
    }

    @Test func saneRetryAfterHeadersKeepTheirDelayAndADateInThePastWaitsNothing() throws {
        let now = try #require(ISO8601DateFormatter().date(from: "2026-10-21T07:27:00Z"))
        let delays = ["120", "0", "Wed, 21 Oct 2026 07:28:00 GMT", "Thu, 01 Jan 1970 00:00:00 GMT"].map {
            Self.policy.delay(
                after: HTTPStatusError(statusCode: 503, retryAfterHeader: $0, now: now), attempt: 1)
        }
        #expect(delays == [.seconds(120), .zero, .seconds(60), .zero])
    }

    @Test func retryAfterCarriedByAppErrorAndHTTPStatusErrorIsCappedAndNeverNegative() {
        let policy = RetryPolicy(maximumRetryAfter: .seconds(10))
        let huge = Duration.seconds(Int64.max) * 18
        let errors: [any Error] = [
            AppError.rateLimited(retryAfter: huge),
            AppError.rateLimited(retryAfter: .seconds(Int64.max)),
            HTTPStatusError(statusCode: 503, retryAfter: huge),
        ]
        #expect(
            errors.map { policy.delay(after: $0, attempt: 1) } == Array(repeating: .seconds(10), count: 3))
        #expect(policy.delay(after: AppError.rateLimited(retryAfter: .seconds(-5)), attempt: 1) == .zero)
        #expect(policy.delay(after: AppError.rateLimited(retryAfter: .seconds(4)), attempt: 1) == .seconds(4))
    }

    @Test func backOffWithExtremeInputsStaysWithinItsMaximumAndThePolicysCap() {
        let maximum = Duration.seconds(20)
        for multiplier in [1, 2, 1e308, .infinity, .nan, -3, 0] as [Double] {
            let backoff = RetryPolicy.Backoff.exponential(
                initial: .seconds(1), multiplier: multiplier, maximum: maximum)
            for attempt in [Int.min, 0, 1, 2, 1_000, Int.max] {
                let delay = backoff.delay(afterAttempt: attempt)
                #expect(delay >= .zero && delay <= maximum, "multiplier \(multiplier), attempt \(attempt)")
            }
        }
        #expect(
            RetryPolicy.Backoff.exponential(initial: .seconds(1), multiplier: 1e308, maximum: maximum)
                .delay(afterAttempt: Int.max) == maximum)
        #expect(RetryPolicy.Backoff.constant(.seconds(-1)).delay(afterAttempt: 1) == .zero)
        let policy = RetryPolicy(
            backoff: .constant(.seconds(Int64.max)), jitter: .none, maximumRetryAfter: .seconds(7))
        #expect(policy.delay(after: URLError(.timedOut), attempt: 1) == .seconds(7))
    }

    @Test func jitterFromARandomSourceThatReturnsNaNOrInfinityStaysWithinTheDelay() {
        for sample in [Double.nan, .infinity, -.infinity, 1e308] {
            let delay = RetryPolicy.Jitter.full { sample }.apply(to: .seconds(4))
            #expect(delay >= .zero && delay <= .seconds(4), "random \(sample)")
        }
    }

    @Test func anyDelayLiesBetweenZeroAndTheCapForThousandsOfRandomAndExtremeInputs() {
        var random = SplitMix64(state: 0x5EED_CAFE)
        let extremes: [Double] = [0, -0.0, 1, -1, .nan, .infinity, -.infinity, 1e308, -1e308, 1e-308]
        let durations: [Duration] = [
            .zero, .seconds(-1), .seconds(Int64.max), .seconds(Int64.min), .seconds(Int64.max) * 18,
            .nanoseconds(1), .seconds(300),
        ]
        let attempts = [Int.min, -1, 0, 1, 2, 64, Int.max]
        func anyDouble() -> Double {
            random.next() % 2 == 0
                ? extremes[Int(random.next() % UInt64(extremes.count))]
                : Double(bitPattern: random.next())
        }
        func anyDuration() -> Duration {
            random.next() % 2 == 0
                ? durations[Int(random.next() % UInt64(durations.count))]
                : Duration(
                    secondsComponent: Int64(bitPattern: random.next()),
                    attosecondsComponent: Int64(random.next() % 1_000_000_000_000_000_000))
        }
        for _ in 0..<20_000 {
            let share = anyDouble()
            let backoff: RetryPolicy.Backoff =
                random.next() % 2 == 0
                ? .constant(anyDuration())
                : .exponential(initial: anyDuration(), multiplier: anyDouble(), maximum: anyDuration())
            let cap = anyDuration()
            let policy = RetryPolicy(
                backoff: backoff, jitter: random.next() % 2 == 0 ? .none : .full { share },
                maximumRetryAfter: cap)
            let error: any Error =
                switch random.next() % 3 {
                case 0: AppError.rateLimited(retryAfter: anyDuration())
                case 1: HTTPStatusError(statusCode: 429, retryAfter: anyDuration())
                default: URLError(.timedOut)
                }
            let delay = policy.delay(
                after: error, attempt: attempts[Int(random.next() % UInt64(attempts.count))])
            #expect(delay >= .zero && delay <= max(.zero, cap), "\(error), \(backoff), cap \(cap)")
        }
    }

    @Test(arguments: hostileHeaders)
    @MainActor
    func choosingRetryOnACenterReturnsOnceTheCappedRetryAfterHasPassed(header: String) async throws {
        let clock = ManualClock()
        let policy = RetryPolicy(maxAttempts: 2)
        let center = ErrorCenter(retryPolicy: policy, clock: clock)
        let runs = Counter()
        let operation: @Sendable () throws -> Void = {
            runs.increment()
            if runs.value == 1 {
                throw HTTPStatusError(statusCode: 429, retryAfterHeader: header)
            }
        }
        center.handle(AppError.offline, displayType: .alert(.retry(operation)))
        let retry = try #require(center.current?.buttons.first)

        async let dismissal: Void = center.dismiss(choosing: retry.id)
        await clock.waitForSleepers()
        clock.advance(by: policy.maximumRetryAfter)
        let wokeAtTheCap = clock.sleeperCount == 0
        if !wokeAtTheCap {
            // Lets the retry finish so that the test fails instead of hanging.
            clock.advance(by: .seconds(Int64.max))
        }
        await dismissal

        #expect(wokeAtTheCap)
        #expect(runs.value == 2)
        #expect(center.current == nil)
    }
}
