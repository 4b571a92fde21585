public import Foundation

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
