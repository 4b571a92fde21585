/// The mod-97 check that IBANs satisfy (ISO 13616); checking it keeps codes and identifiers
/// that merely look like an IBAN from being redacted.
enum IBAN {
    /// Whether an IBAN's country code and check digits start at `start` of `bytes`: two ASCII
    /// capitals, not after an ASCII letter or digit, then two ASCII digits.
    static func startsAt(_ start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        start + 4 <= bytes.count && bytes[start].isASCIICapital && bytes[start + 1].isASCIICapital
            && bytes[start + 2].isASCIIDigit && bytes[start + 3].isASCIIDigit
            && (start == 0 || !bytes[start - 1].isASCIIAlphanumeric)
    }

    /// Whether `text` — two letters, two check digits and 11 to 30 letters or digits, spaces
    /// ignored — passes the mod-97 check.
    static func isValid(_ text: String) -> Bool {
        let characters = text.utf8.lazy.filter { $0 != UInt8(ascii: " ") }
        guard (15...34).contains(characters.count) else { return false }
        // The country and check digits move to the end.
        var remainder = 0
        for byte in characters.dropFirst(4) {
            guard let next = adding(byte, to: remainder) else { return false }
            remainder = next
        }
        for byte in characters.prefix(4) {
            guard let next = adding(byte, to: remainder) else { return false }
            remainder = next
        }
        return remainder == 1
    }

    /// `remainder` with the digit `byte` appended, modulo 97; a letter counts as the two digits
    /// of 10 to 35.
    private static func adding(_ byte: UInt8, to remainder: Int) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return (remainder * 10 + Int(byte - UInt8(ascii: "0"))) % 97
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return (remainder * 100 + Int(byte - UInt8(ascii: "A")) + 10) % 97
        default:
            return nil
        }
    }
}
