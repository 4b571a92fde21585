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
