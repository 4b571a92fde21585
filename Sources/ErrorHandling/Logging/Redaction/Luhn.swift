/// The Luhn checksum that payment card numbers satisfy; checking it keeps order numbers, phone
/// numbers and timestamps from being mistaken for cards.
enum Luhn {
    /// Whether the decimal digits of `text` — ASCII, full-width or of any script — pass the Luhn
    /// check; other characters are ignored.
    static func isValid(_ text: String) -> Bool {
        var sum = 0
        var doubles = false
        for scalar in text.unicodeScalars.reversed() where scalar.properties.numericType == .decimal {
            guard let value = scalar.properties.numericValue else { continue }
            var digit = Int(value)
            if doubles {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
            doubles.toggle()
        }
        return sum % 10 == 0
    }
}
