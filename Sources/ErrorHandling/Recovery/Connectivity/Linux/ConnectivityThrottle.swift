#if os(Linux)
    /// Which states of the routes a monitor passes on, as plain data: a change at once when the
    /// last one passed on is at least `interval` old, else the state as it is once that interval
    /// has passed. A route that flaps thousands of times a second reaches a listener a few times
    /// a second, and always ends at the latest state; a listener needs where the network is,
    /// not every step it took.
    struct ConnectivityThrottle: Sendable {
        /// What the monitor does after a change.
        enum Decision: Equatable, Sendable {
            /// Pass this state on now.
            case publish(Connectivity)
            /// Call ``deadlinePassed(now:)`` at this time.
            case wait(until: ContinuousClock.Instant)
            /// Nothing: the state is the one passed on, or a deadline is already set.
            case none
        }

        /// The least time between two states passed on.
        static let interval = Duration.milliseconds(250)

        /// The state last passed on; `nil` before the first.
        private(set) var published: Connectivity?
        private var publishedAt: ContinuousClock.Instant?
        private var latest: Connectivity?
        private var isWaiting = false

        /// The routes now make the device `state`.
        mutating func changed(to state: Connectivity, now: ContinuousClock.Instant) -> Decision {
            latest = state
            guard state != published, !isWaiting else { return .none }
            if let publishedAt, now < publishedAt + Self.interval {
                isWaiting = true
                return .wait(until: publishedAt + Self.interval)
            }
            return .publish(publish(state, at: now))
        }

        /// The deadline of a `.wait` has passed: the latest state, when it is not the one
        /// passed on last.
        mutating func deadlinePassed(now: ContinuousClock.Instant) -> Connectivity? {
            guard isWaiting else { return nil }
            isWaiting = false
            guard let latest, latest != published else { return nil }
            return publish(latest, at: now)
        }

        private mutating func publish(_ state: Connectivity, at now: ContinuousClock.Instant) -> Connectivity
        {
            published = state
            publishedAt = now
            return state
        }
    }
#endif
