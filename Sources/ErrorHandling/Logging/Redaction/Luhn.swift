/// The Luhn checksum that payment card numbers satisfy; checking it keeps order numbers, phone
/// numbers and timestamps from being mistaken for cards.
enum Luhn {
    /// Whether the digits of `text` (other characters are ignored) pass the Luhn check.
    static func isValid(_ text: String) -> Bool {
        var sum = 0
        var doubles = false
        for byte in text.utf8.reversed() where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            var digit = Int(byte - UInt8(ascii: "0"))
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
