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
