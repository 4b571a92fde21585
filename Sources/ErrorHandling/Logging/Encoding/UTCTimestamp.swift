import Foundation

/// The calendar fields of an instant in UTC, worked out without a formatter (formatters are
/// slow and not safe to share between threads).
struct UTCTimestamp {
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
    let millisecond: Int

    init(_ date: Date) {
        let totalMilliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (days, millisecondOfDay) = Self.floorDivide(totalMilliseconds, 86_400_000)
        hour = millisecondOfDay / 3_600_000
        minute = millisecondOfDay / 60_000 % 60
        second = millisecondOfDay / 1000 % 60
        millisecond = millisecondOfDay % 1000
        // Days to a civil date: Howard Hinnant's algorithm.
        let (era, shifted) = Self.floorDivide(days + 719_468, 146_097)
        let yearOfEra = (shifted - shifted / 1460 + shifted / 36_524 - shifted / 146_096) / 365
        let dayOfYear = shifted - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// ISO 8601 with milliseconds, such as `2026-11-29T12:39:49.123Z`.
    var iso8601: String {
        "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(timeOfDay)Z"
    }

    /// The time of day, such as `12:39:49.123`.
    var timeOfDay: String {
        "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(millisecond, 3))"
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
