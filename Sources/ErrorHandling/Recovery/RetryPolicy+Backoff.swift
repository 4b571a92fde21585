extension RetryPolicy {
    /// How the delay between attempts grows.
    public enum Backoff: Sendable, Hashable {
        /// The same delay after every failure.
        case constant(Duration)
        /// `initial` after the first failure, multiplied by `multiplier` after each further
        /// one, never more than `maximum`.
        case exponential(initial: Duration, multiplier: Double, maximum: Duration)

        /// The delay after the failed attempt number `attempt` (1 for the first), before jitter.
        /// - Parameter attempt: The number of the attempt that failed, starting at 1.
        /// - Returns: The delay.
        public func delay(afterAttempt attempt: Int) -> Duration {
            switch self {
            case .constant(let delay):
                return delay
            case .exponential(let initial, let multiplier, let maximum):
                var delay = initial
                for _ in 1..<max(1, attempt) {
                    delay = delay.scaled(by: multiplier)
                    if delay >= maximum {
                        return maximum
                    }
                }
                return min(delay, maximum)
            }
        }
    }
}

extension Duration {
    /// This duration multiplied by a factor that need not be whole.
    func scaled(by factor: Double) -> Duration {
        let (seconds, attoseconds) = components
        return .seconds((Double(seconds) + Double(attoseconds) / 1e18) * factor)
    }
}
