/// The classes of bytes and characters the redaction rules read text by, on its UTF-8 bytes.
extension UInt8 {
    var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    var isASCIILetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }
    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }
    var isASCIICapital: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }
    /// A space, a tab, a line feed, a vertical tab, a form feed or a carriage return.
    var isASCIIWhitespace: Bool {
        self == UInt8(ascii: " ") || (0x09...0x0D).contains(self)
    }
    var isHexDigit: Bool {
        isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
    }
    /// The byte, with ASCII capital letters made lowercase.
    var asciiLowercased: UInt8 { isASCIICapital ? self | 0x20 : self }
    /// A space or a tab.
    var isSpaceOrTab: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}

extension String {
    /// The text of `bytes`, a range of a text's UTF-8 bytes that starts and ends between
    /// characters.
    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        self.init(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// How many bytes the character whose encoding starts at `position` takes (1 to 4).
    func scalarLength(at position: Int) -> Int {
        let lead = self[position]
        switch lead {
        case ..<0xC0: return 1
        case ..<0xE0: return Swift.min(2, count - position)
        case ..<0xF0: return Swift.min(3, count - position)
        default: return Swift.min(4, count - position)
        }
    }

    /// The character whose encoding starts at `position`.
    func scalar(at position: Int) -> Unicode.Scalar {
        let lead = self[position]
        guard lead >= 0x80 else { return Unicode.Scalar(lead) }
        let length = scalarLength(at: position)
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            value = value << 6 | UInt32(self[position + offset] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Where the character that ends right before `end` starts.
    func scalarStart(before end: Int) -> Int {
        var start = end - 1
        while start > 0, self[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// Whether the character at `position` is white space (the Unicode property, as `\s` in a
    /// regular expression).
    func hasWhiteSpace(at position: Int) -> Bool {
        let byte = self[position]
        return byte < 0x80 ? byte.isASCIIWhitespace : scalar(at: position).properties.isWhitespace
    }

    /// Whether the bytes at `position` are `word`, ASCII letters in any case (`word` is
    /// lowercase).
    func hasWord(_ word: [UInt8], at position: Int) -> Bool {
        guard position >= 0, position + word.count <= count else { return false }
        for index in word.indices where self[position + index].asciiLowercased != word[index] {
            return false
        }
        return true
    }

    /// Whether the bytes at `position` are exactly those of `word`.
    func hasExactly(_ word: StaticString, at position: Int) -> Bool {
        hasExactly(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), at: position)
    }

    /// Whether the bytes at `position` are exactly `word`.
    func hasExactly(_ word: some Collection<UInt8>, at position: Int) -> Bool {
        guard position >= 0, position + word.count <= count else { return false }
        var offset = position
        for byte in word {
            guard self[offset] == byte else { return false }
            offset += 1
        }
        return true
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the character at `position` is a letter (`\p{L}`).
    func hasLetter(at position: Int) -> Bool {
        let byte = self[position]
        guard byte >= 0x80 else { return byte.isASCIILetter }
        switch scalar(at: position).properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    /// Whether the character at `position` is a letter or a number (`\p{L}` or `\p{N}`).
    func hasLetterOrNumber(at position: Int) -> Bool {
        let byte = self[position]
        guard byte >= 0x80 else { return byte.isASCIIAlphanumeric }
        switch scalar(at: position).properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Whether the character at `position` is a decimal digit of any script (`\d`).
    func hasDecimalDigit(at position: Int) -> Bool {
        let byte = self[position]
        guard byte >= 0x80 else { return byte.isASCIIDigit }
        return scalar(at: position).properties.generalCategory == .decimalNumber
    }

    /// Whether the character at `position` is a combining mark (`\p{M}`).
    func hasMark(at position: Int) -> Bool {
        guard self[position] >= 0x80 else { return false }
        switch scalar(at: position).properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether a word character comes before `position`, as a regular expression's `\b` sees
    /// it: marks that extend a character and format characters are passed over, and a word
    /// character is a letter, a mark, a decimal digit, a connector such as `_`, or a zero-width
    /// joiner or non-joiner.
    func followsWordCharacter(_ position: Int) -> Bool {
        var start = position
        while start > 0 {
            start = scalarStart(before: start)
            let byte = self[start]
            guard byte >= 0x80 else { return byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") }
            let properties = scalar(at: start).properties
            if properties.isGraphemeExtend || properties.generalCategory == .format { continue }
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
                return true
            default: return properties.isAlphabetic
            }
        }
        return false
    }

    /// Whether a word ends at `position`, after a word character, as a regular expression's
    /// `\b` sees it: at the end of the text or before a character that is neither a word
    /// character nor one that extends the one before.
    func endsWord(at position: Int) -> Bool {
        guard position < count else { return true }
        let byte = self[position]
        guard byte >= 0x80 else { return !(byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_")) }
        let properties = scalar(at: position).properties
        if properties.isGraphemeExtend || properties.generalCategory == .format { return false }
        return !Self.isWordCharacter(properties)
    }

    /// A letter, a mark, a decimal digit or a connector such as `_`: a word character of `\b`
    /// (the zero-width joiners, also word characters, are format characters, passed over).
    private static func isWordCharacter(_ properties: Unicode.Scalar.Properties) -> Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic
        }
    }
}
