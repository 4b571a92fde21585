import Foundation

/// When and how often to try failed work again: retry as a value with limits and back-off,
/// not a loop in the caller.
///
/// ```swift
/// let policy = RetryPolicy(
///     maxAttempts: 4,
///     backoff: .exponential(
///         initial: .seconds(1), multiplier: 2, maximum: .seconds(20)))
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
    package var backoff: Backoff
    /// How the delay is spread out, so that many clients do not retry in step.
    var jitter: Jitter
    /// The longest the policy waits between two attempts, 5 minutes by default: a longer
    /// Retry-After (a server asking for `9223372036854775807` seconds, or a date in the year
    /// 9999) or back-off waits this long instead. A negative value counts as zero.
    public var maximumRetryAfter: Duration
    /// Decides whether a failure is worth another attempt: ``isTransient(_:)`` unless the
    /// policy was given its own test. Setting it replaces that test.
    public var shouldRetry: @Sendable (any Error) -> Bool {
        get { customTest ?? RetryPolicy.isTransient }
        set { customTest = newValue }
    }
    /// The app's own test of a failure; `nil` for transient errors, which the policy reads
    /// from the failure's assessment instead of assessing it again.
    private var customTest: (@Sendable (any Error) -> Bool)?
    /// Whether a center may run the work without a tap on Retry: when the device is back
    /// online. `false` for ``once``.
    private(set) var runsUnasked = true

    /// Runs the work once for each tap on Retry: no automatic attempts, no waiting, and no run
    /// when the device is back online; when the run fails, the alert is shown again. For work
    /// that must not run twice unless the person asks: a payment, a request that is not
    /// idempotent. Retry is offered for the errors ``isTransient(_:)`` accepts, as with the
    /// default policy.
    ///
    /// ```swift
    /// center.report(error, retryPolicy: .once) { try await payments.pay(order) }
    /// ```
    public static let once: RetryPolicy = {
        var policy = RetryPolicy(maxAttempts: 1, backoff: .constant(.zero), jitter: .none)
        policy.runsUnasked = false
        return policy
    }()

    /// Creates a policy. The defaults: three attempts in all, an exponential back-off from
    /// 500 ms that doubles up to 30 s, full jitter, Retry-After honoured up to 300 s, and
    /// transient errors retried.
    /// - Parameters:
    ///   - maxAttempts: How many attempts to make in all, the first included; 3 by default, at
    ///     least 1.
    ///   - backoff: How the delay between attempts grows; by default exponential from 500 ms,
    ///     doubling each time, at most 30 s.
    ///   - jitter: How the delay is spread out; ``RetryPolicy/Jitter/full`` by default.
    ///   - maximumRetryAfter: The longest the policy waits between two attempts, whatever a
    ///     server's Retry-After or the back-off asks for; 300 s by default.
    ///   - shouldRetry: Decides whether a failure is worth another attempt; `nil`, the default,
    ///     retries transient errors (``isTransient(_:)``). The test is asked about the failure
    ///     as thrown, then as translated.
    public init(
        maxAttempts: Int = 3,
        backoff: Backoff = .exponential(initial: .milliseconds(500), multiplier: 2, maximum: .seconds(30)),
        jitter: Jitter = .full,
        maximumRetryAfter: Duration = .seconds(300),
        shouldRetry: (@Sendable (any Error) -> Bool)? = nil
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.backoff = backoff
        self.jitter = jitter
        self.maximumRetryAfter = maximumRetryAfter
        customTest = shouldRetry
    }

    /// The delay before the attempt after the failed attempt number `attempt` (1 for the
    /// first), for `error`: its Retry-After when it carries one, else the jittered back-off;
    /// never negative and never more than ``maximumRetryAfter``.
    /// - Parameters:
    ///   - error: The failure.
    ///   - attempt: The number of the attempt that failed, starting at 1.
    /// - Returns: How long to wait.
    package func delay(after error: any Error, attempt: Int) -> Duration {
        delay(after: ErrorAssessment(error, translator: nil, origin: .unknown), attempt: attempt)
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
        let outcome = await outcome(
            clock: clock, assess: { ErrorAssessment($0, translator: nil, origin: .unknown) },
            observe: { _ in }, operation)
        switch outcome {
        case .succeeded(let value): return value
        case .cancelled: throw CancellationError()
        case .gaveUp(let failure, _): throw failure.error
        }
    }

    /// What a run is doing, for those who show its progress.
    enum Step {
        /// The attempt numbered `attempt` (from 1) starts.
        case attempting(Int)
        /// The run waits `delay` before the attempt numbered `attempt`.
        case waiting(Duration, before: Int)
    }

    /// How a run ended.
    enum Outcome<Value> {
        /// An attempt succeeded with `value`.
        case succeeded(Value)
        /// The run was cancelled, or an attempt failed with a cancellation.
        case cancelled
        /// Every attempt failed, or the policy did not accept a failure: the last one, after
        /// `attempts` attempts.
        case gaveUp(ErrorAssessment, attempts: Int)
    }

    /// Runs `operation` as ``run(isolation:clock:_:)`` does, assessing each failure once with
    /// `assess`: the assessment decides whether the failure is worth another attempt and how
    /// long its Retry-After asks to wait, and the last one is what the run gave up with.
    /// - Parameters:
    ///   - isolation: The caller's actor; `observe` runs there.
    ///   - clock: The clock that measures the delays.
    ///   - firstDelay: How long to wait before the first attempt.
    ///   - assess: Assesses one failure; called once for each.
    ///   - observe: Told before each wait and each attempt.
    ///   - operation: The work to run.
    func outcome<T>(
        isolation: isolated (any Actor)? = #isolation,
        clock: some Clock<Duration>,
        firstDelay: Duration = .zero,
        assess: (any Error) -> ErrorAssessment,
        observe: (Step) -> Void,
        _ operation: () async throws -> T
    ) async -> Outcome<T> {
        var attempt = 1
        var wait = firstDelay.clamped(to: .zero...max(.zero, maximumRetryAfter))
        while true {
            do {
                if wait > .zero {
                    observe(.waiting(wait, before: attempt))
                    try await clock.boundedSleep(for: wait)
                }
                try Task.checkCancellation()
            } catch {
                return .cancelled
            }
            observe(.attempting(attempt))
            do {
                return .succeeded(try await operation())
            } catch {
                let failure = assess(error)
                if failure.isCancellation {
                    return .cancelled
                }
                guard attempt < maxAttempts, accepts(failure) else {
                    return .gaveUp(failure, attempts: attempt)
                }
                wait = delay(after: failure, attempt: attempt)
                attempt += 1
            }
        }
    }

    /// The delay after a failure: its Retry-After, else the jittered back-off.
    func delay(after failure: ErrorAssessment, attempt: Int) -> Duration {
        let requested =
            failure.retryAfter ?? jitter.apply(to: backoff.delay(afterAttempt: attempt))
        return requested.clamped(to: .zero...max(.zero, maximumRetryAfter))
    }

    /// Whether a failure is worth another attempt: its assessment says it is transient, or
    /// the app's own test accepts it as thrown or as translated.
    func accepts(_ failure: ErrorAssessment) -> Bool {
        guard let customTest else { return failure.isTransient }
        return customTest(failure.error) || (failure.isTranslated && customTest(failure.shown))
    }
}

extension RetryPolicy {
    /// How the delay between attempts grows.
    public enum Backoff: Sendable, Hashable {
        /// The same delay after every failure.
        case constant(Duration)
        /// `initial` after the first failure, multiplied by `multiplier` after each further
        /// one, never more than `maximum`.
        case exponential(initial: Duration, multiplier: Double, maximum: Duration)

        /// The delay after the failed attempt number `attempt` (1 for the first), before jitter:
        /// never negative, and for ``exponential(initial:multiplier:maximum:)`` never more than
        /// `maximum`, whatever the inputs (a huge or non-finite multiplier, `Int.max` attempts).
        /// - Parameter attempt: The number of the attempt that failed, starting at 1.
        /// - Returns: The delay.
        package func delay(afterAttempt attempt: Int) -> Duration {
            switch self {
            case .constant(let delay):
                return max(.zero, delay)
            case .exponential(let initial, let multiplier, let maximum):
                let ceiling = max(.zero, maximum)
                guard initial > .zero else { return .zero }
                let growth = pow(multiplier, Double(max(1, attempt) - 1))
                return .seconds(initial.inSeconds * growth, clampedTo: .zero...ceiling, nanValue: ceiling)
            }
        }
    }
}

extension RetryPolicy {
    /// How a delay is spread out, so that many clients that failed together do not all retry
    /// at the same moment.
    public struct Jitter: Sendable {
        private let transform: @Sendable (Duration) -> Duration

        private init(_ transform: @escaping @Sendable (Duration) -> Duration) {
            self.transform = transform
        }

        /// No jitter: the back-off's delay as it is.
        public static let none = Jitter { $0 }

        /// "Full jitter": a delay chosen at random between zero and the back-off's delay.
        public static let full = Jitter.full(random: { Double.random(in: 0..<1) })

        /// Full jitter with your own random source, for tests.
        /// - Parameter random: Returns a number in `0..<1`; a number outside is taken as the
        ///   nearest bound, NaN as 1.
        /// - Returns: The jitter.
        public static func full(random: @escaping @Sendable () -> Double) -> Jitter {
            Jitter { delay in
                let share = random()
                let bounds = min(.zero, delay)...max(.zero, delay)
                return .seconds(delay.inSeconds * min(max(share, 0), 1), clampedTo: bounds, nanValue: delay)
            }
        }

        /// The delay to wait instead of `delay`.
        /// - Parameter delay: The back-off's delay.
        /// - Returns: The jittered delay.
        package func apply(to delay: Duration) -> Duration {
            transform(delay)
        }
    }
}

extension RetryPolicy {
    /// Whether `error` is transient — likely to go away if the same work is tried again: a
    /// dropped or missing connection, a time-out, an overloaded or failing server.
    ///
    /// An error that has its own verdict decides: HTTP 408, 425, 429, 500, 502, 503 and 504
    /// (``HTTPStatusError``; not 501, 505, 511 or any other 4xx), the `URLError`s of a lost,
    /// missing or slow connection, Firebase Auth's network errors and "too many", the gRPC
    /// deadline exceeded, resource exhausted, aborted and unavailable of Cloud Firestore and Cloud
    /// Functions, and Cloud Storage's retry limit. Of ``AppError``, ``AppError/offline``, ``AppError/timeout``,
    /// ``AppError/serverError``, ``AppError/rateLimited(retryAfter:)`` and an
    /// ``AppError/network(underlying:)`` that wraps a transient error are transient. The center
    /// and ``run(isolation:clock:_:)`` read the same verdict, worked out once per failure.
    /// - Parameter error: The failure.
    /// - Returns: `true` for transient errors.
    @Sendable
    public static func isTransient(_ error: any Error) -> Bool {
        ErrorAssessment(error, translator: nil, origin: .unknown).isTransient
    }
}
