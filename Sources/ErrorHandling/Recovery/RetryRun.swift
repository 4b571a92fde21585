import Foundation

/// One run of a reported failure's retry, from the choice of Retry until an attempt succeeds
/// or the policy gives up: the attempts under a ``RetryPolicy``, told as ``RetryProgress``.
///
/// The choice of Retry starts attempt 1; the failure that was reported is not counted. A
/// Retry-After that failure carries (as thrown or as shown) counts from the failure, so the
/// first attempt waits what is left of it.
struct RetryRun: Sendable {
    /// How a run ended.
    enum Outcome {
        /// An attempt succeeded.
        case succeeded
        /// The run was cancelled, or the operation threw a cancellation.
        case cancelled
        /// Every attempt failed: `error` is the last failure, after `attempts` attempts.
        case gaveUp(any Error, attempts: Int)
    }

    /// Identifies the run's progress, from the choice of Retry until it ends.
    let id = PresentationIdentifier.next()
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>
    /// Translates each failure, so the policy reads it as thrown and as shown.
    private let translator: ErrorTranslator
    /// The title of the presentation Retry was chosen on.
    private let title: String
    /// The error that presentation showed.
    private let shown: any Error
    private let firstDelay: Duration

    /// A run of the retry of `thrown`, shown as `shown` under `title`, reported `age` ago.
    init(
        policy: RetryPolicy, clock: any Clock<Duration>, translator: ErrorTranslator,
        thrown: any Error, shown: any Error, title: String, failedFor age: Duration
    ) {
        self.policy = policy
        self.clock = clock
        self.translator = translator
        self.title = title
        self.shown = shown
        let retryAfter = RetryPolicy.Failure(thrown: thrown, shown: shown).retryAfter ?? .zero
        firstDelay = retryAfter - age
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
        var attempts = 0
        // A local, not the stored property: only a value the call can open is passed as `some Clock`.
        let clock = clock
        do {
            try await policy.run(
                isolation: isolation, clock: clock, firstDelay: firstDelay, translator: translator,
                observe: { step in
                    switch step {
                    case .attempting(let attempt):
                        attempts = attempt
                        progress(self.progress(attempt: attempt, phase: .running))
                    case .waiting(let delay, let attempt):
                        progress(self.progress(attempt: attempt, phase: .waiting(delay)))
                    }
                }, operation)
            return .succeeded
        } catch is CancellationError {
            return .cancelled
        } catch {
            return .gaveUp(error, attempts: attempts)
        }
    }

    private func progress(attempt: Int, phase: RetryProgress.Phase) -> RetryProgress {
        RetryProgress(
            id: id, title: title, error: shown, attempt: attempt, maxAttempts: policy.maxAttempts,
            phase: phase)
    }
}
