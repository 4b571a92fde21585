public import Foundation

/// One run of a reported failure's retry, from the choice of Retry until an attempt succeeds
/// or the policy gives up: the attempts under a ``RetryPolicy``, told as ``RetryProgress``.
///
/// The choice of Retry starts attempt 1; the failure that was reported is not counted. A
/// Retry-After that failure carries counts from the failure, so the first attempt waits what
/// is left of it; so does the policy's delay after a run that gave up and was reported again. Each new failure is assessed once, with the translator of the report.
struct RetryRun: Sendable {
    /// How a run ended.
    enum Outcome {
        /// An attempt succeeded.
        case succeeded
        /// The run was cancelled, or the operation threw a cancellation.
        case cancelled
        /// Every attempt failed: the last failure, assessed, after `attempts` attempts.
        case gaveUp(ErrorAssessment, attempts: Int)
    }

    /// Identifies the run's progress, from the choice of Retry until it ends.
    let id = PresentationIdentifier.next()
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>
    /// The failure that was reported.
    private let reported: ErrorAssessment
    /// The translator that assesses each new failure.
    private let translator: ErrorTranslator?
    /// The title of the presentation Retry was chosen on.
    private let title: String
    private let firstDelay: Duration

    /// A run of the retry of `reported`, shown under `title`, reported `age` ago; each new
    /// failure is assessed with `translator`.
    /// - Parameter failedAttempts: How many attempts of an earlier run failed before
    ///   `reported` was reported again; `nil` for a first report. The first attempt of a run
    ///   after those waits what is left of the delay the policy gives after that many, so the
    ///   runs of one alert are spaced as its attempts are.
    init(
        policy: RetryPolicy, clock: any Clock<Duration>, reported: ErrorAssessment,
        translator: ErrorTranslator?, title: String, failedFor age: Duration, failedAttempts: Int? = nil
    ) {
        self.policy = policy
        self.clock = clock
        self.reported = reported
        self.translator = translator
        self.title = title
        let delay = failedAttempts.map { policy.delay(after: reported, attempt: $0) } ?? reported.retryAfter
        firstDelay = (delay ?? .zero) - age
    }

    /// Runs `operation` under the policy, telling `progress` before each wait and each attempt.
    /// - Parameters:
    ///   - isolation: The caller's actor; `progress` runs there.
    ///   - progress: Told what the run does next.
    ///   - operation: The work that failed.
    /// - Returns: How the run ended.
    func run(
        isolation: isolated (any Actor)? = #isolation,
        progress: (RetryProgress) -> Void,
        _ operation: () async throws -> Void
    ) async -> Outcome {
        // A local, not the stored property: only a value the call can open is passed as `some Clock`.
        let clock = clock
        let outcome = await policy.outcome(
            isolation: isolation, clock: clock, firstDelay: firstDelay,
            assess: { [translator, reported] in
                ErrorAssessment($0, translator: translator, origin: reported.origin)
            },
            observe: { step in
                switch step {
                case .attempting(let attempt):
                    progress(self.progress(attempt: attempt, phase: .running))
                case .waiting(let delay, let attempt):
                    progress(self.progress(attempt: attempt, phase: .waiting(delay)))
                }
            }, operation)
        switch outcome {
        case .succeeded: return .succeeded
        case .cancelled: return .cancelled
        case .gaveUp(let failure, let attempts): return .gaveUp(failure, attempts: attempts)
        }
    }

    private func progress(attempt: Int, phase: RetryProgress.Phase) -> RetryProgress {
        RetryProgress(
            id: id, title: title, error: reported.shown, attempt: attempt, maxAttempts: policy.maxAttempts,
            phase: phase)
    }
}

/// A retry an ``ErrorCenter`` is running because someone chose Retry: what is retried, which
/// attempt it is on, and whether it is waiting for the next attempt to start.
///
/// ``ErrorCenter/retries`` lists the retries running now, so a view can show progress and a
/// terminal a countdown:
///
/// ```swift
/// if let retry = center.retries.last, case .waiting(let delay) = retry.phase {
///     Text("Trying again in \(delay.formatted(.units(width: .wide)))")
/// }
/// ```
public struct RetryProgress: Identifiable, Sendable {
    /// What a retry is doing.
    public enum Phase: Sendable, Hashable {
        /// An attempt is running.
        case running
        /// The retry waits `delay`, measured on the center's clock from when this phase
        /// began, before the next attempt starts: the back-off, or the server's Retry-After.
        case waiting(Duration)
    }

    /// Identifies one retry, from the choice of Retry until it succeeds or gives up.
    public let id: UUID
    /// The title of the presentation Retry was chosen on: what is being retried, in the
    /// words the person saw.
    public let title: String
    /// The error that presentation showed.
    public let error: any Error
    /// The attempt that runs, or starts after the wait: 1 for the first after the tap.
    public let attempt: Int
    /// How many attempts the center's ``RetryPolicy`` allows in all.
    public let maxAttempts: Int
    /// Whether an attempt runs or the retry waits for one.
    public let phase: Phase

    /// Creates a progress value.
    /// - Parameters:
    ///   - id: Identifies the retry.
    ///   - title: The title of the presentation Retry was chosen on.
    ///   - error: The error that presentation showed.
    ///   - attempt: The attempt that runs or starts next, from 1.
    ///   - maxAttempts: How many attempts are allowed in all.
    ///   - phase: Whether an attempt runs or the retry waits.
    package init(
        id: UUID, title: String, error: any Error, attempt: Int, maxAttempts: Int, phase: Phase
    ) {
        self.id = id
        self.title = title
        self.error = error
        self.attempt = attempt
        self.maxAttempts = maxAttempts
        self.phase = phase
    }
}
