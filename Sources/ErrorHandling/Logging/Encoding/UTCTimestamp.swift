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
        // Clamped to about ±30,000 years (and NaN to 1970), so no date can trap the conversion.
        let milliseconds = date.timeIntervalSince1970 * 1000
        let totalMilliseconds =
            milliseconds.isNaN ? 0 : Int(min(max(milliseconds, -1e15), 1e15).rounded(.down))
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
        var text: [UInt8] = []
        text.reserveCapacity(24)
        Self.append(year, width: 4, then: "-", to: &text)
        Self.append(month, width: 2, then: "-", to: &text)
        Self.append(day, width: 2, then: "T", to: &text)
        appendTimeOfDay(to: &text)
        text.append(UInt8(ascii: "Z"))
        return String(decoding: text, as: UTF8.self)
    }

    /// The time of day, such as `12:39:49.123`.
    var timeOfDay: String {
        var text: [UInt8] = []
        appendTimeOfDay(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    private func appendTimeOfDay(to text: inout [UInt8]) {
        Self.append(hour, width: 2, then: ":", to: &text)
        Self.append(minute, width: 2, then: ":", to: &text)
        Self.append(second, width: 2, then: ".", to: &text)
        Self.append(millisecond, width: 3, then: nil, to: &text)
    }

    /// Appends `value` in decimal with leading zeros up to `width` digits, then `separator`.
    private static func append(
        _ value: Int, width: Int, then separator: Unicode.Scalar?, to text: inout [UInt8]
    ) {
        if value < 0 {
            text.append(UInt8(ascii: "-"))
        }
        let value = value.magnitude
        var divisor: UInt = 1
        var digitCount = 1
        while value / divisor >= 10 {
            divisor *= 10
            digitCount += 1
        }
        text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, width - digitCount)))
        while divisor > 0 {
            text.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
        if let separator {
            text.append(UInt8(ascii: separator))
        }
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
