/// A secret's value after its key and separator, as the `key=value` rules of
/// ``Redactor/default`` read it: a run of quoted and unquoted parts, as a shell word is
/// (`pass="ab"cd` is `abcd`), so no part of it is left behind.
enum SecretValue {
    /// Where the value that starts at `start` ends; `start` when none starts there.
    ///
    /// A double-quoted part runs to its closing quote, over backslash escapes, and stops at a
    /// line break (or a backslash before one); a single-quoted part runs to its closing quote or
    /// a line break; an unquoted part stops at white space, a quote, `&`, `,`, `;`, `)`, `]`,
    /// `}`, `<` or `>` (`decodingError(token=abc)` keeps its `)`), except that a `(` in it takes
    /// everything to the `)` that closes it (`Secret(value: "…")`). A value that starts with a
    /// percent-encoded quote, `%22`, runs to the next `%22` and ends there.
    static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        if bytes.hasExactly(encodedQuote, at: start) {
            return endOfEncodedQuotedValue(in: bytes, from: start + encodedQuote.count)
        }
        var position = start
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position = endOfDoubleQuotedPart(in: bytes, from: position + 1)
            case UInt8(ascii: "'"):
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "'"),
                    !isLineBreak(bytes[position])
                {
                    position += 1
                }
                if position < bytes.count, bytes[position] == UInt8(ascii: "'") { position += 1 }
            default:
                let unquotedStart = position
                while position < bytes.count, isUnquoted(bytes, at: position) {
                    if bytes[position] == UInt8(ascii: "(") {
                        position = endOfParenthesizedPart(in: bytes, from: position)
                    } else {
                        position += bytes.scalarLength(at: position)
                    }
                }
                if position == unquotedStart { return position }
            }
        }
        return position
    }

    /// Where a double-quoted part whose text starts at `position` ends: after its closing
    /// quote, or where it stops.
    private static func endOfDoubleQuotedPart(in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int
    {
        var position = position
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                return position + 1
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                return position
            case UInt8(ascii: "\\"):
                // A backslash escapes any character but a line terminator.
                guard position + 1 < bytes.count, !isLineTerminator(bytes, at: position + 1) else {
                    return position
                }
                position += 1 + bytes.scalarLength(at: position + 1)
            default:
                position += 1
            }
        }
        return position
    }

    /// `%22`, a percent-encoded `"`.
    private static let encodedQuote = Array("%22".utf8)

    /// Where a value quoted with `%22` (in a URL's query or form: `%22password%22%3A%22…%22`)
    /// whose text starts at `position` ends: after its closing `%22`, or at a line break or the
    /// end of the text. Nothing after it is part of the value (`%2C%22user%22…` is JSON's next
    /// key).
    private static func endOfEncodedQuotedValue(in bytes: UnsafeBufferPointer<UInt8>, from position: Int)
        -> Int
    {
        var position = position
        while position < bytes.count, !isLineBreak(bytes[position]) {
            if bytes.hasExactly(encodedQuote, at: position) { return position + encodedQuote.count }
            position += 1
        }
        return position
    }

    /// Where the part in parentheses at `position` (a `(`) ends: after the `)` that closes it,
    /// over nested parentheses and double-quoted strings, or at a line break or the end of the
    /// text — so that a value written as a call, `Secret(value: "…")`, goes whole.
    private static func endOfParenthesizedPart(in bytes: UnsafeBufferPointer<UInt8>, from position: Int)
        -> Int
    {
        var depth = 0
        var position = position
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return position }
            case UInt8(ascii: "\""):
                position = endOfDoubleQuotedPart(in: bytes, from: position + 1)
                if position < bytes.count, isLineBreak(bytes[position]) { return position }
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                return position
            default:
                position += 1
            }
        }
        return position
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// A line feed, vertical tab, form feed, carriage return, U+0085, U+2028 or U+2029: what a
    /// regular expression's `.` does not match.
    private static func isLineTerminator(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        switch bytes[position] {
        case 0x0A...0x0D: return true
        case 0xC2, 0xE2: return ["\u{85}", "\u{2028}", "\u{2029}"].contains(bytes.scalar(at: position))
        default: return false
        }
    }

    /// Whether the character at `position` can be part of an unquoted value.
    private static func isUnquoted(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            return false
        default:
            return !bytes.hasWhiteSpace(at: position)
        }
    }
}
