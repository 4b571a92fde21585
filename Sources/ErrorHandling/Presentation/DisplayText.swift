/// Cleans text before it is shown: control characters go, and text too long to read is cut
/// with an ellipsis. The error itself keeps the full text for logs.
///
/// Length is bounded three ways, as characters alone do not bound size: "A" followed by a
/// million combining marks is one character of 2 MB. Text keeps at most its limit in
/// characters, ``scalarsPerCharacter`` times it in Unicode scalars and ``bytesPerCharacter``
/// times it in UTF-8 bytes; and one character keeps at most its first
/// ``characterScalarLimit`` scalars, which thins marks stacked over a letter ("Zalgo" text).
/// Only the first ``characterScalarLimit`` times the limit in scalars are read; text longer
/// than that is cut there.
package enum DisplayText {
    /// The most characters a title shows.
    package static let titleLimit = 200
    /// The most characters a message shows.
    package static let messageLimit = 2_000
    /// The most characters a button title shows.
    package static let buttonTitleLimit = 60
    /// The most Unicode scalars text keeps, per character of its limit.
    package static let scalarsPerCharacter = 4
    /// The most UTF-8 bytes text keeps, per character of its limit: room for text in any
    /// script (3 bytes a character for Japanese and Korean) up to its character limit.
    package static let bytesPerCharacter = 8
    /// The most Unicode scalars one character keeps. The longest emoji sequences have 10.
    package static let characterScalarLimit = 16

    /// `text` without control characters, cut to `limit` characters and to the scalars and
    /// bytes that go with them.
    /// - Parameters:
    ///   - text: The text to clean.
    ///   - limit: The most characters to keep, the ellipsis included.
    ///   - keepsLineBreaks: Whether line breaks stay (in messages) or become spaces (in titles).
    package static func clean(_ text: String, limit: Int, keepsLineBreaks: Bool) -> String {
        if isPlainPrintableASCII(text, limit: limit)
            || isShownAsItIsByItsScalars(text, limit: limit, keepsLineBreaks: keepsLineBreaks)
            || isShownAsItIs(text, limit: limit, keepsLineBreaks: keepsLineBreaks)
        {
            return text
        }
        let most = TextSize(
            characters: limit, scalars: limit * scalarsPerCharacter, bytes: limit * bytesPerCharacter)
        // Only the first scalars are read, so that a character of a million combining marks
        // is not walked to its end; what follows them is cut. They are copied, as the
        // characters of a substring are found in the whole string.
        let readable = text.unicodeScalars.prefix(limit * characterScalarLimit)
        let isInputCut = readable.endIndex < text.unicodeScalars.endIndex
        let input = isInputCut ? String(Substring(readable)) : text
        // The text shown is written once, as UTF-8, into a buffer of the most it can take.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(input.utf8.count, most.bytes))
        var size = TextSize()
        var endBeforeEllipsis = 0
        var shown: [Unicode.Scalar] = []
        shown.reserveCapacity(characterScalarLimit)
        for character in input {
            shown.removeAll(keepingCapacity: true)
            appendShownScalars(of: character, to: &shown, keepsLineBreaks: keepsLineBreaks)
            guard !shown.isEmpty else { continue }
            let grown = size + TextSize(character: shown)
            guard grown.fits(in: most) else {
                return cut(bytes, at: endBeforeEllipsis)
            }
            for scalar in shown {
                UTF8.encode(scalar) { bytes.append($0) }
            }
            size = grown
            if (size + .ellipsis).fits(in: most) {
                endBeforeEllipsis = bytes.count
            }
        }
        guard !isInputCut else {
            return cut(bytes, at: endBeforeEllipsis)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of the UTF-8 `bytes` before `end`, without its trailing spaces, and an ellipsis.
    private static func cut(_ bytes: [UInt8], at end: Int) -> String {
        String(decoding: bytes[..<end], as: UTF8.self).trimmingTrailingWhitespace() + "…"
    }

    /// Whether `text` is printable ASCII only and short enough: the common case, which needs
    /// no cleaning (checked on its bytes, without walking its characters).
    private static func isPlainPrintableASCII(_ text: String, limit: Int) -> Bool {
        guard text.utf8.count <= limit else { return false }
        for byte in text.utf8 where !(0x20...0x7E).contains(byte) {
            return false
        }
        return true
    }

    /// Whether cleaning would leave `text` as it is, told from its scalars alone, without
    /// finding its characters: it has at most `limit` scalars, each always a character of its
    /// own, whatever comes before or after it, and shown as it is. `false` when that is not so,
    /// even where the text is shown as it is (it has a combining mark, say): then its
    /// characters tell.
    ///
    /// The scalars taken are the letters, digits, symbols and punctuation marks of the blocks
    /// most apps are written in — Latin, Cyrillic, general punctuation, CJK punctuation, kana,
    /// CJK ideographs, Hangul syllables, full-width forms — and a kept `"\n"`. None of them is a
    /// mark, a joiner, a format or control character, a regional indicator, a Hangul jamo or an
    /// Indic letter, the scalars that grapheme breaking joins; the kana voicing marks (U+3099,
    /// U+309A, U+FF9E, U+FF9F), the CJK tone marks (U+302A–U+302F), the combining Cyrillic
    /// marks and the soft hyphen are left out for that reason. Two Hangul syllables never join.
    static func isShownAsItIsByItsScalars(_ text: String, limit: Int, keepsLineBreaks: Bool) -> Bool {
        guard text.utf8.count <= limit * bytesPerCharacter else { return false }
        var scalars = 0
        // The test of each scalar is written in the loop, not called, as it runs for every
        // scalar of every text shown.
        for scalar in text.unicodeScalars {
            scalars += 1
            guard scalars <= limit else { return false }
            switch scalar.value {
            case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x17F, 0x400...0x482, 0x48A...0x4FF, 0x2010...0x2027,
                0x2030...0x205E, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,
                0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
                continue
            case 0x0A where keepsLineBreaks:
                continue
            default:
                return false
            }
        }
        return true
    }

    /// Whether cleaning would leave `text`, in any script, as it is: it fits its limits, no
    /// character has more than ``characterScalarLimit`` scalars, and none is a control or
    /// bidirectional mark or a line break other than a kept `"\n"`. Read without copying
    /// anything, and only when its bytes fit, so that a flood of marks is never walked here.
    private static func isShownAsItIs(_ text: String, limit: Int, keepsLineBreaks: Bool) -> Bool {
        guard text.utf8.count <= limit * bytesPerCharacter else { return false }
        var characters = 0
        var scalars = 0
        for character in text {
            characters += 1
            guard characters <= limit else { return false }
            var count = 0
            for scalar in character.unicodeScalars {
                count += 1
                guard count <= characterScalarLimit, isShownAsItIs(scalar, keepsLineBreaks: keepsLineBreaks)
                else {
                    return false
                }
            }
            scalars += count
        }
        return scalars <= limit * scalarsPerCharacter
    }

    /// Whether `scalar` is shown as it is. A `"\n"` is always a character of its own.
    private static func isShownAsItIs(_ scalar: Unicode.Scalar, keepsLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F:
            return true
        case 0x0A:
            return keepsLineBreaks
        case 0x85, 0x2028, 0x2029:
            return false
        default:
            return !scalar.isHiddenInText
        }
    }

    /// Whether `text` shows nothing: it is empty, or only spaces, line breaks and characters
    /// that show nothing visible (zero-width spaces, Hangul fillers, a blank Braille cell…).
    package static func isBlank(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x21...0x7E:
                return false
            case 0x09...0x0D, 0x20:
                continue
            default:
                guard scalar.showsNothing else { return false }
            }
        }
        return true
    }

    /// Whether `message` only repeats what `title` says, as Foundation's errors do ("The file
    /// couldn’t be saved because there isn’t enough space." / "There isn’t enough space."):
    /// the shown part of the title contains it, ignoring case, the kind of apostrophe and
    /// final punctuation. Both are read only as far as a title is shown, so the check costs
    /// the same for a 1 MB text as for a short one.
    static func repeats(_ message: String, in title: String) -> Bool {
        let bound = titleLimit * scalarsPerCharacter
        guard message.unicodeScalars.prefix(bound + 1).count <= bound else { return false }
        let core = comparable(message)
        guard !core.isEmpty else { return false }
        let shownTitle = String(String.UnicodeScalarView(title.unicodeScalars.prefix(bound)))
        return comparable(shownTitle).range(of: core, options: .caseInsensitive) != nil
    }

    private static func comparable(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        return trimmed.replacingOccurrences(of: "\u{2019}", with: "'")
    }

    /// Appends the scalars of `character` that may be shown, at most ``characterScalarLimit``.
    private static func appendShownScalars(
        of character: Character, to shown: inout [Unicode.Scalar], keepsLineBreaks: Bool
    ) {
        if character.isNewline {
            shown.append(keepsLineBreaks ? "\n" : " ")
        } else if character == "\t" {
            shown.append(" ")
        } else {
            let visible = character.unicodeScalars.lazy.filter { !$0.isHiddenInText }
            shown.append(contentsOf: visible.prefix(characterScalarLimit))
        }
    }
}

extension String {
    /// The string without the spaces and line breaks at its end.
    fileprivate func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace {
            result.removeLast()
        }
        return result
    }
}

/// How much text there is: characters, Unicode scalars and UTF-8 bytes.
private struct TextSize {
    var characters = 0
    var scalars = 0
    var bytes = 0

    /// The size of an ellipsis.
    static let ellipsis = TextSize(characters: 1, scalars: 1, bytes: 3)

    init(characters: Int = 0, scalars: Int = 0, bytes: Int = 0) {
        self.characters = characters
        self.scalars = scalars
        self.bytes = bytes
    }

    /// The size of one character made of `scalars`.
    init(character scalars: [Unicode.Scalar]) {
        self.init(characters: 1, scalars: scalars.count, bytes: scalars.reduce(0) { $0 + UTF8.width($1) })
    }

    static func + (lhs: TextSize, rhs: TextSize) -> TextSize {
        TextSize(
            characters: lhs.characters + rhs.characters, scalars: lhs.scalars + rhs.scalars,
            bytes: lhs.bytes + rhs.bytes)
    }

    /// Whether no measure exceeds that of `most`.
    func fits(in most: TextSize) -> Bool {
        characters <= most.characters && scalars <= most.scalars && bytes <= most.bytes
    }
}
