/// Reads the text format of a strings table, the one an app writes:
///
/// ```
/// /* The title of the Retry button. */
/// "button.retry" = "Try again";
/// // A line comment.
/// "error.offline" = "You\U2019re offline.\nCheck the cable.";
/// ```
///
/// Each entry is a key, `=`, a text and `;` (or a key and `;`, whose text is the key). A key or
/// text is quoted with `"` or `'`, with the escapes `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
/// `\U` and four hexadecimal digits (a UTF-16 unit), one to three octal digits, and `\` before
/// any other character for that character; or, unquoted, made of ASCII letters, digits and
/// `_ $ / : . -`. The entries may be enclosed in `{` and `}`. This is what Foundation's
/// property-list reader accepts for a dictionary of strings; anything else there (an array,
/// a nested dictionary, data) is refused here. Read in one pass, in time linear in the text.
struct StringsTextTable {
    /// The texts of `text` by key, a later entry's over an earlier one's with the same key;
    /// `nil` when `text` is not a flat table of texts.
    static func texts(in text: String) -> [String: String]? {
        var table = StringsTextTable(scalars: Array(text.unicodeScalars))
        return table.readTable()
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var current: Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private mutating func readTable() -> [String: String]? {
        var texts: [String: String] = [:]
        guard skipSpaceAndComments() else { return nil }
        let isEnclosed = current == "{"
        if isEnclosed {
            position += 1
        }
        while true {
            guard skipSpaceAndComments() else { return nil }
            switch current {
            case nil:
                return isEnclosed ? nil : texts
            case "}" where isEnclosed:
                position += 1
                guard skipSpaceAndComments(), current == nil else { return nil }
                return texts
            default:
                guard let (key, text) = readEntry() else { return nil }
                texts[key] = text
            }
        }
    }

    /// `key = text;` or `key;`.
    private mutating func readEntry() -> (key: String, text: String)? {
        guard let key = readString(), skipSpaceAndComments() else { return nil }
        if current == ";" {
            position += 1
            return (key, key)
        }
        guard current == "=" else { return nil }
        position += 1
        guard skipSpaceAndComments(), let text = readString(), skipSpaceAndComments(), current == ";" else {
            return nil
        }
        position += 1
        return (key, text)
    }

    private mutating func readString() -> String? {
        switch current {
        case "\"", "'":
            return readQuotedString()
        case let scalar? where Self.isUnquoted(scalar):
            let start = position
            while let scalar = current, Self.isUnquoted(scalar) {
                position += 1
            }
            return String(String.UnicodeScalarView(scalars[start..<position]))
        default:
            return nil
        }
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    /// A string between quotes, read as UTF-16 units so that an escaped surrogate pair
    /// (`\UD83D\UDE00`) becomes the one character it stands for.
    private mutating func readQuotedString() -> String? {
        guard let quote = current else { return nil }
        position += 1
        var units: [UInt16] = []
        while let scalar = current {
            position += 1
            switch scalar {
            case quote:
                return String(decoding: units, as: UTF16.self)
            case "\\":
                guard let escaped = readEscape() else { return nil }
                units.append(contentsOf: escaped)
            default:
                units.append(contentsOf: scalar.utf16)
            }
        }
        return nil
    }

    /// The UTF-16 units of the escape after a `\`.
    private mutating func readEscape() -> [UInt16]? {
        guard let scalar = current else { return nil }
        position += 1
        switch scalar {
        case "a": return [0x07]
        case "b": return [0x08]
        case "f": return [0x0C]
        case "n": return [0x0A]
        case "r": return [0x0D]
        case "t": return [0x09]
        case "v": return [0x0B]
        case "U":
            return [UInt16(readDigits(radix: 16, atMost: 4))]
        case "0"..."7":
            position -= 1
            return [UInt16(readDigits(radix: 8, atMost: 3))]
        default:
            return Array(scalar.utf16)
        }
    }

    /// The value of up to `atMost` digits in `radix`; zero when there are none.
    private mutating func readDigits(radix: Int, atMost: Int) -> Int {
        var value = 0
        for _ in 0..<atMost {
            guard let scalar = current, scalar.isASCII,
                let digit = Int(String(Character(scalar)), radix: radix)
            else { break }
            value = value * radix + digit
            position += 1
        }
        return value
    }

    /// Skips white space, `/* … */` and `// …` comments; `false` for a comment left open.
    private mutating func skipSpaceAndComments() -> Bool {
        while let scalar = current {
            if scalar.properties.isWhitespace {
                position += 1
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                position += 2
                while position + 1 < scalars.count,
                    !(scalars[position] == "*" && scalars[position + 1] == "/")
                {
                    position += 1
                }
                guard position + 1 < scalars.count else { return false }
                position += 2
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                while let scalar = current, scalar != "\n", scalar != "\r" {
                    position += 1
                }
            } else {
                return true
            }
        }
        return true
    }
}
