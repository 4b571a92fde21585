import Foundation

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
