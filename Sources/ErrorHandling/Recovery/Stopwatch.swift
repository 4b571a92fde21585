/// The time passed since it was made, on a clock of any kind.
struct Stopwatch: Sendable {
    private let read: @Sendable () -> Duration

    /// Starts measuring on `clock`.
    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        read = { start.duration(to: clock.now) }
    }

    /// The time passed since the stopwatch was made.
    var elapsed: Duration { read() }
}
