import ErrorHandling

/// A clock whose time moves only when a test calls ``advance(by:)``, so that code which sleeps
/// (retry back-off, toasts that leave after a while) is tested without real waiting.
///
/// ```swift
/// let clock = ManualClock()
/// async let result = policy.run(clock: clock) { try await api.load() }
/// await clock.waitForSleepers()
/// clock.advance(by: .milliseconds(500))
/// ```
public final class ManualClock: Clock {
    /// A moment on a ``ManualClock``: the time passed since the clock was created.
    public struct Instant: InstantProtocol {
        /// The time passed since the clock was created.
        public let offset: Duration

        /// Creates the instant `offset` after the clock was created.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelledIDs: Set<Int> = []
    }

    private let state = Locked(State())

    /// Creates a clock that stands at zero.
    public init() {}

    /// The current instant; it changes only through ``advance(by:)``.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// The smallest step the clock can take: none.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock now.
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Suspends until the clock has been advanced to `deadline`; throws `CancellationError` at
    /// once when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelledIDs.remove(id) != nil {
                        return .failure(CancellationError())
                    }
                    if deadline <= state.now {
                        return .success(())
                    }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let resumeNow {
                    continuation.resume(with: resumeNow)
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = state.withLock { state in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledIDs.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come, earliest deadline
    /// first (sleepers with the same deadline in the order they went to sleep).
    /// - Parameter duration: How far to move; must not be negative.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "A ManualClock cannot go back in time.")
        let due: [Sleeper] = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
        for sleeper in due {
            sleeper.continuation.resume()
        }
    }

    /// Waits until at least `count` tasks are sleeping on this clock, so a test can advance
    /// time knowing the code under test is already waiting for it.
    /// - Parameter count: How many sleepers to wait for.
    public func waitForSleepers(_ count: Int = 1) async {
        while sleeperCount < count {
            await Task.yield()
        }
    }
}
