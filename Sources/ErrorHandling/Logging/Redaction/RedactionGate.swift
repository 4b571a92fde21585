/// A rule's own check of the bytes at one of its trigger words, made during the one scan of
/// ``RedactionTriggers``, so that a text that holds the word but not the rule's shape — `gh` in
/// `through`, `:` in `12:30`, `=` after `page` — never runs the rule's search.
///
/// Every check is a necessary condition of the rule's search: it may hold where the search then
/// finds nothing, never fail where the search would match, so what is redacted does not change.
/// Each looks at a bounded number of bytes around the word, or scans forward over a run that
/// ends where the next word of its rule starts, so the scan stays linear in the text.
struct RedactionGate: Sendable {
    /// A class of bytes, such as the characters a token is made of.
    typealias ByteClass = @Sendable (UInt8) -> Bool

    /// Whether the rule's shape is at `word`, a range of `bytes` where one of its words is.
    let holds: @Sendable (_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool
    /// For a gate at a separator after a key (``keyEnding(in:orWords:valueFollows:)``): what
    /// it checks, so that the scan reads the bytes around a separator once for every rule's
    /// gate there (``SeparatorContext``) instead of calling each.
    let keyEnding: KeyEndingGate?
    /// For a gate at bytes common in text (a dot, a colon): which one it is, so that the scan
    /// calls its check directly instead of through `holds`.
    let builtIn: BuiltIn?

    /// The gates the scan calls directly.
    enum BuiltIn: Sendable {
        /// ``fourthOctet``.
        case fourthOctet
        /// ``ipv6Colon``.
        case ipv6Colon

        /// What the gate needs right before and right after its word, when it needs a class of
        /// byte there: the scan passes over the word's bytes where the text has another
        /// without asking the gate (a dot after a letter is no IPv4 address's).
        var neighbours: (before: ByteClass, after: ByteClass)? {
            switch self {
            case .fourthOctet: ({ $0.isASCIIDigit }, { $0.isASCIIDigit })
            case .ipv6Colon: nil
            }
        }
    }

    init(
        keyEnding: KeyEndingGate? = nil, builtIn: BuiltIn? = nil,
        holds: @escaping @Sendable (_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool
    ) {
        self.keyEnding = keyEnding
        self.builtIn = builtIn
        self.holds = holds
    }

    /// No check beyond the word itself.
    static let always = RedactionGate { _, _ in true }

    /// The word spelled exactly `spelling` (its case too), not right after a byte of
    /// `notAfter`, right after one of `after` when given, then a byte of each of `followedBy`,
    /// then at least `count` bytes of `run`.
    static func word(
        _ spelling: String, notAfter: ByteClass? = nil, after: [String] = [], followedBy: [ByteClass] = [],
        thenAtLeast count: Int = 0, of run: ByteClass? = nil
    ) -> RedactionGate {
        let spelling = Array(spelling.utf8)
        let after = after.map { Array($0.utf8) }
        return RedactionGate { bytes, word in
            guard bytes[word].elementsEqual(spelling) else { return false }
            if let notAfter, word.lowerBound > 0, notAfter(bytes[word.lowerBound - 1]) { return false }
            if !after.isEmpty,
                !after.contains(where: { bytes.hasExactly($0, at: word.lowerBound - $0.count) })
            {
                return false
            }
            var position = word.upperBound
            for byteClass in followedBy {
                guard position < bytes.count, byteClass(bytes[position]) else { return false }
                position += 1
            }
            guard let run else { return true }
            guard position + count <= bytes.count else { return false }
            return bytes[position..<(position + count)].allSatisfy(run)
        }
    }

    /// The word (a separator, `=` or `:`) after a key that ends in one of `suffixes` (in any
    /// case), or in one of them and an `s`, then an optional quote and spaces or tabs: how every
    /// `key=value` rule's pattern starts. A word of `words` counts as such a suffix where it
    /// does not follow a letter or digit (`key` in `api.key`, not in `NSErrorFailingURLKey`).
    /// When `valueFollows`, a value must start after the separator and its spaces: a byte that
    /// is not a space, `&`, `,`, `;`, `)`, `]`, `}`, `<` or `>` (so `token=<redacted>` is done).
    static func keyEnding(
        in suffixes: [String], orWords words: [String] = [], valueFollows: Bool = true
    ) -> RedactionGate {
        keyEnding(
            KeyEndings(suffixes: suffixes.map { Array($0.utf8) }, words: words.map { Array($0.utf8) }),
            valueFollows: valueFollows)
    }

    /// The gate of ``keyEnding(in:orWords:valueFollows:)`` for endings already made.
    static func keyEnding(_ endings: KeyEndings, valueFollows: Bool = true) -> RedactionGate {
        let gate = KeyEndingGate(endings: endings, valueFollows: valueFollows)
        return RedactionGate(keyEnding: gate) { bytes, word in
            gate.holds(atSeparator: word, in: bytes)
        }
    }

    /// `&`, `,`, `;`, `)`, `]`, `}`, `<` or `>`: what ends a value of `key=value`.
    static func isValueStop(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ")"), UInt8(ascii: "]"),
            UInt8(ascii: "}"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }

    /// Credentials after the word (`://`): a user name without `/`, `?`, `#`, `:` or a space,
    /// a `:`, then an `@` before the next `/`, `?`, `#` or space.
    static let credentialsFollow = RedactionGate { bytes, word in
        var position = word.upperBound
        var sawColon = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
                || byte.isASCIIWhitespace
            {
                return false
            }
            if byte == UInt8(ascii: ":") { sawColon = true }
            if byte == UInt8(ascii: "@"), sawColon { return true }
            position += 1
        }
        return false
    }

    /// A JWT at the word (`eyJ`), spelled so and not inside a run of token characters: three
    /// runs of at least four token characters, with a dot between each.
    static let jsonWebToken = RedactionGate { bytes, word in
        guard bytes[word].elementsEqual("eyJ".utf8) else { return false }
        if word.lowerBound > 0, tokenCharacter(bytes[word.lowerBound - 1]) { return false }
        var position = word.upperBound
        for part in 0..<3 {
            var length = part == 0 ? 3 : 0
            while position < bytes.count, tokenCharacter(bytes[position]) {
                length += 1
                position += 1
            }
            guard length >= (part == 0 ? 7 : 4) else { return false }
            if part < 2 {
                guard position < bytes.count, bytes[position] == UInt8(ascii: ".") else { return false }
                position += 1
            }
        }
        return true
    }

    /// An e-mail address's domain after the word (an at sign, `%40`): a run of letters, digits,
    /// marks and dashes with a dot in it followed by a letter. Any byte of a non-ASCII
    /// character counts as a letter; the run ends at the next at sign.
    static let domainFollows = RedactionGate { bytes, word in
        var position = word.upperBound
        var sawLabel = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                guard sawLabel else { return false }
                if position + 1 < bytes.count,
                    bytes[position + 1].isASCIILetter || bytes[position + 1] >= 0x80
                {
                    return true
                }
            } else if byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") {
                sawLabel = true
            } else if byte >= 0x80 {
                // A full-width at sign (EF BC A0) starts another address.
                if byte == 0xEF, position + 2 < bytes.count, bytes[position + 1] == 0xBC,
                    bytes[position + 2] == 0xA0
                {
                    return false
                }
                sawLabel = true
            } else {
                return false
            }
            position += 1
        }
        return false
    }

    /// The last dot of an IPv4 address at the word (a dot): a digit after it, and before it
    /// three groups of one to three digits with dots between.
    static let fourthOctet = RedactionGate(builtIn: .fourthOctet, holds: isFourthOctet)

    /// The check of ``fourthOctet``.
    static func isFourthOctet(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        guard word.upperBound < bytes.count, bytes[word.upperBound].isASCIIDigit else { return false }
        var position = word.lowerBound
        for group in 0..<3 {
            var digits = 0
            while position > 0, digits < 3, bytes[position - 1].isASCIIDigit {
                position -= 1
                digits += 1
            }
            guard digits > 0 else { return false }
            if group < 2 {
                guard position > 0, bytes[position - 1] == UInt8(ascii: ".") else { return false }
                position -= 1
            }
        }
        return true
    }

    /// A colon of an IPv6 address at the word: one of a `::`, or the seventh of colons with at
    /// most four hex digits between each (an address without `::` has eight groups).
    static let ipv6Colon = RedactionGate(builtIn: .ipv6Colon, holds: isIPv6Colon)

    /// The check of ``ipv6Colon``.
    static func isIPv6Colon(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        let colon = word.lowerBound
        if colon + 1 < bytes.count, bytes[colon + 1] == UInt8(ascii: ":") { return true }
        var colons = 1
        var hexDigits = 0
        var position = colon
        while position > 0, colons < 7 {
            let byte = bytes[position - 1]
            if byte == UInt8(ascii: ":") {
                colons += 1
                hexDigits = 0
            } else if byte.isHexDigit, hexDigits < 4 {
                hexDigits += 1
            } else {
                break
            }
            position -= 1
        }
        return colons >= 7
    }
}

extension RedactionGate {
    /// `A`–`Z`, `a`–`z`, `0`–`9`.
    static let alphanumeric: ByteClass = { $0.isASCIIAlphanumeric }
    /// `0`–`9` and `A`–`Z`.
    static let digitOrCapital: ByteClass = {
        $0.isASCIIDigit || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
    }
    /// `A`–`Z`, `a`–`z`, `0`–`9`, `_` and `-`: what tokens are made of.
    static let tokenCharacter: ByteClass = {
        $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
    }
    /// `A`–`Z`, `a`–`z`, `0`–`9` and `_`.
    static let wordCharacter: ByteClass = { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") }
    /// `A`–`Z`, `a`–`z`, `0`–`9` and `-`.
    static let alphanumericOrDash: ByteClass = { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") }

    /// One of the ASCII characters of `characters`.
    static func oneOf(_ characters: String) -> ByteClass {
        let bytes = Set(characters.utf8)
        return { bytes.contains($0) }
    }
}
