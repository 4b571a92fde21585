// Time as the package measures and bounds it: durations clamped without trapping, sleeps
// bounded to what a clock can hold, and a stopwatch on a clock of any kind.

extension Duration {
    /// The largest number of seconds converted with `Duration.seconds(_:)`: well inside the
    /// range of a duration, whose attoseconds overflow a little above 1.7 × 10²⁰ seconds.
    private static let largestConvertibleSeconds = 1e20

    /// This duration in seconds, as near as a `Double` holds it. Unlike `components`, which
    /// traps beyond `Int64.max` seconds, this works for every duration.
    var inSeconds: Double {
        self / .seconds(1)
    }

    /// `seconds` as a duration within `range`, without trapping on any input: values outside
    /// the range, infinities and numbers too large for a duration give the nearest bound, NaN
    /// gives `nanValue`.
    static func seconds(
        _ seconds: Double, clampedTo range: ClosedRange<Duration>, nanValue: Duration
    ) -> Duration {
        if seconds.isNaN {
            return nanValue.clamped(to: range)
        }
        if seconds <= range.lowerBound.inSeconds {
            return range.lowerBound
        }
        if seconds >= min(range.upperBound.inSeconds, largestConvertibleSeconds) {
            return range.upperBound
        }
        return Duration.seconds(seconds).clamped(to: range)
    }

    /// This duration, or the nearest bound of `range` when it lies outside.
    func clamped(to range: ClosedRange<Duration>) -> Duration {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

extension Clock where Duration == Swift.Duration {
    /// The longest a sleep of the package lasts: about 136 years, far beyond any toast, retry or
    /// timeout, and far inside what a clock's deadline holds. A longer sleep asked of Swift's
    /// clocks traps ("Not enough bits…") when the deadline is computed.
    static var longestSleep: Swift.Duration { .seconds(Int64(1) << 32) }

    /// Sleeps for `duration`, cut to between zero and ``longestSleep`` so that no duration an
    /// app or a server hands the package (a toast shown for `.seconds(Int64.max)`, a timeout
    /// of years) traps in the clock.
    /// - Parameter duration: How long to sleep.
    func boundedSleep(for duration: Swift.Duration) async throws {
        try await sleep(for: duration.clamped(to: .zero...Self.longestSleep))
    }
}

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
