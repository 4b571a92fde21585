/// Spellings that hide a key's name from the `key=value` rules of ``Redactor/default``: bytes
/// written percent-encoded (`pass%77ord`), characters written as JSON escapes (`pass\u0077ord`),
/// and invisible format characters such as a zero-width space inside the name.
enum DisguisedKey {
    /// What a text must hold to hold a disguise: `%` and two hex digits, `\u` and four, or one of the format characters
    /// that are invisible in text (soft hyphen, zero-width space, joiners, direction marks, word
    /// joiner, invisible operators, byte order mark).
    static let triggers: [(word: String, gate: RedactionGate)] =
        [
            ("%", .word("%", thenAtLeast: 2, of: isHexDigit)),
            ("\\u", .word("\\u", thenAtLeast: 4, of: isHexDigit)),
        ]
        + (["\u{00AD}", "\u{FEFF}"]
        + [0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069].joined().compactMap {
            UnicodeScalar(UInt32($0)).map(String.init)
        }).map { ($0, RedactionGate.always) }

    /// `0`–`9`, `a`–`f` and `A`–`F`.
    private static let isHexDigit: RedactionGate.ByteClass = { byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// `text` spelled plainly: each `%XX` and `\uXXXX` as the character it stands for, format
    /// characters left out. Percent-encoded bytes that are not valid UTF-8 become U+FFFD.
    static func revealed(_ text: String) -> String {
        var bytes: [UInt8] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", let byte = hexValue(of: scalars, at: index + 1, digits: 2) {
                bytes.append(UInt8(byte))
                index += 3
            } else if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "u",
                let value = hexValue(of: scalars, at: index + 2, digits: 4),
                let escaped = UnicodeScalar(value)
            {
                bytes += String(escaped).utf8
                index += 6
            } else {
                if scalar.properties.generalCategory != .format {
                    bytes += String(scalar).utf8
                }
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value of the `digits` hex digits at `start`, if they are all there.
    private static func hexValue(of scalars: [UnicodeScalar], at start: Int, digits: Int) -> UInt32? {
        guard start + digits <= scalars.count else { return nil }
        var value: UInt32 = 0
        for scalar in scalars[start..<(start + digits)] {
            guard scalar.isASCII, let digit = Character(scalar).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
        }
        return value
    }
}
