/// The time passed since it was made, on a clock of any kind.
package struct Stopwatch: Sendable {
    private let read: @Sendable () -> Duration

    /// Starts measuring on `clock`.
    package init(_ clock: any Clock<Duration>) {
        read = Self.reading(clock)
    }

    private static func reading<C: Clock>(_ clock: C) -> @Sendable () -> Duration
    where C.Duration == Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    /// The time passed since the stopwatch was made.
    package var elapsed: Duration { read() }
}
