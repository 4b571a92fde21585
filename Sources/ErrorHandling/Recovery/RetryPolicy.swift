/// When and how often to try failed work again: retry as a value with limits and back-off,
/// not a loop in the caller.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 4, backoff: .exponential(initial: .seconds(1), multiplier: 2, maximum: .seconds(20)))
/// let feed = try await policy.run { try await api.feed() }
/// ```
///
/// A failure that ``shouldRetry`` accepts is tried again after a delay, until `maxAttempts`
/// attempts have been made. An error that carries a server's Retry-After
/// (``RetryAfterProviding``) waits that long instead of the back-off, but never longer than
/// ``maximumRetryAfter``, which caps every delay.
public struct RetryPolicy: Sendable {
    /// How many attempts to make in all, the first included. At least 1.
    public var maxAttempts: Int
    /// How the delay between attempts grows.
    public var backoff: Backoff
    /// How the delay is spread out, so that many clients do not retry in step.
    public var jitter: Jitter
    /// The longest the policy waits between two attempts, 5 minutes by default: a longer
    /// Retry-After (a server asking for `9223372036854775807` seconds, or a date in the year
    /// 9999) or back-off waits this long instead. A negative value counts as zero.
    public var maximumRetryAfter: Duration
    /// Decides whether a failure is worth another attempt.
    public var shouldRetry: @Sendable (any Error) -> Bool

    /// Creates a policy.
    /// - Parameters:
    ///   - maxAttempts: How many attempts to make in all, the first included.
    ///   - backoff: How the delay between attempts grows.
    ///   - jitter: How the delay is spread out.
    ///   - maximumRetryAfter: The longest the policy waits between two attempts, whatever a
    ///     server's Retry-After or the back-off asks for.
    ///   - shouldRetry: Decides whether a failure is worth another attempt; transient errors by
    ///     default.
    public init(
        maxAttempts: Int = 3,
        backoff: Backoff = .exponential(initial: .milliseconds(500), multiplier: 2, maximum: .seconds(30)),
        jitter: Jitter = .full,
        maximumRetryAfter: Duration = .seconds(300),
        shouldRetry: @escaping @Sendable (any Error) -> Bool = RetryPolicy.isTransient
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.backoff = backoff
        self.jitter = jitter
        self.maximumRetryAfter = maximumRetryAfter
        self.shouldRetry = shouldRetry
    }

    /// The delay before the attempt after the failed attempt number `attempt` (1 for the
    /// first), for `error`: its Retry-After when it carries one, else the jittered back-off;
    /// never negative and never more than ``maximumRetryAfter``.
    /// - Parameters:
    ///   - error: The failure.
    ///   - attempt: The number of the attempt that failed, starting at 1.
    /// - Returns: How long to wait.
    public func delay(after error: any Error, attempt: Int) -> Duration {
        delay(after: Failure(error, translator: nil), attempt: attempt)
    }

    /// Runs `operation`, trying it again after each failure the policy accepts.
    ///
    /// On cancellation it stops at once — no further attempt, no waiting — and throws
    /// `CancellationError`.
    /// - Parameters:
    ///   - isolation: The caller's actor; leave the default.
    ///   - clock: The clock that measures the delays; a manual clock in tests.
    ///   - operation: The work to run.
    /// - Returns: The result of the first attempt that succeeds.
    /// - Throws: The last failure, unchanged, when no attempt succeeded; `CancellationError`
    ///   when the task was cancelled.
    public func run<T>(
        isolation: isolated (any Actor)? = #isolation,
        clock: some Clock<Duration> = ContinuousClock(),
        _ operation: () async throws -> T
    ) async throws -> T {
        try await run(clock: clock, translator: nil, observe: { _ in }, operation)
    }

    /// What a run is doing, for those who show its progress.
    enum Step {
        /// The attempt numbered `attempt` (from 1) starts.
        case attempting(Int)
        /// The run waits `delay` before the attempt numbered `attempt`.
        case waiting(Duration, before: Int)
    }

    /// Runs `operation` as ``run(isolation:clock:_:)`` does, reading each failure as it was
    /// thrown and as `translator` translates it: either being accepted makes it worth another
    /// attempt, and either's Retry-After is waited for. So a 503 with a Retry-After, shown as
    /// a server error, still waits what the server asked, and an error that a translator shows
    /// as "offline" is retried as a transient one.
    /// - Parameters:
    ///   - isolation: The caller's actor; `observe` runs there.
    ///   - clock: The clock that measures the delays.
    ///   - firstDelay: How long to wait before the first attempt.
    ///   - translator: Translates failures; `nil` reads them only as thrown.
    ///   - observe: Told before each wait and each attempt.
    ///   - operation: The work to run.
    func run<T>(
        isolation: isolated (any Actor)? = #isolation,
        clock: some Clock<Duration>,
        firstDelay: Duration = .zero,
        translator: ErrorTranslator?,
        observe: (Step) -> Void,
        _ operation: () async throws -> T
    ) async throws -> T {
        var attempt = 1
        var wait = firstDelay.clamped(to: .zero...max(.zero, maximumRetryAfter))
        while true {
            if wait > .zero {
                observe(.waiting(wait, before: attempt))
                try await clock.boundedSleep(for: wait)
            }
            try Task.checkCancellation()
            observe(.attempting(attempt))
            do {
                return try await operation()
            } catch {
                if error.isCancellation {
                    throw CancellationError()
                }
                let failure = Failure(error, translator: translator)
                guard attempt < maxAttempts, accepts(failure) else { throw error }
                wait = delay(after: failure, attempt: attempt)
                attempt += 1
            }
        }
    }

    /// The delay after a failure, read as thrown and as translated.
    func delay(after failure: Failure, attempt: Int) -> Duration {
        let requested =
            failure.retryAfter ?? jitter.apply(to: backoff.delay(afterAttempt: attempt))
        return requested.clamped(to: .zero...max(.zero, maximumRetryAfter))
    }

    /// Whether a failure, as thrown or as `translator` translates it, is worth another attempt.
    func accepts(_ failure: Failure) -> Bool {
        failure.readings.contains(where: shouldRetry)
    }
}
