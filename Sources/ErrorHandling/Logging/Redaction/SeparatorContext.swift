/// What the bytes around a separator (`=`, `:`) tell the gate of every `key=value` rule of
/// ``Redactor/default`` there, read once: where the key before it ends (past spaces or tabs and
/// one closing quote) and its last eight bytes. Whether a value follows is read first, on its
/// own (``valueFollows(_:in:)``).
struct SeparatorContext {
    /// Where the key ends; `nil` when nothing is before the separator.
    let keyEnd: Int?
    /// The key's last eight bytes, lowercase, packed (``KeyEndings/tail(endingAt:in:)``), and the eight
    /// before its last byte, for a plural.
    let tail: UInt64
    let pluralTail: UInt64?

    init(_ bytes: UnsafeBufferPointer<UInt8>, separator: Range<Int>) {
        keyEnd = KeyEnd.before(separator.lowerBound, in: bytes)
        guard let end = keyEnd else {
            (tail, pluralTail) = (0, nil)
            return
        }
        tail = KeyEndings.tail(endingAt: end, in: bytes)
        pluralTail =
            UInt8(truncatingIfNeeded: tail) == UInt8(ascii: "s")
            ? KeyEndings.tail(before: tail, endingAt: end, in: bytes) : nil
    }

    /// Whether a value starts after `separator` and its spaces or tabs: a byte that is not
    /// white space, `&`, `,`, `;`, `)`, `]`, `}`, `<` or `>` (so `token=<redacted>` is done).
    static func valueFollows(_ separator: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = separator.upperBound
        // The `>` of `=>`.
        if bytes[separator.lowerBound] == UInt8(ascii: "="), start < bytes.count,
            bytes[start] == UInt8(ascii: ">")
        {
            start += 1
        }
        while start < bytes.count, bytes[start].isSpaceOrTab { start += 1 }
        return start < bytes.count && !RedactionGate.isValueStop(bytes[start])
            && !bytes[start].isASCIIWhitespace
    }
}

/// The gates of `key=value` rules at their separator: a key that ends in one of a rule's
/// endings, or in one of them and an `s`, and for some rules a value after. The gates of all
/// the rules at one separator are merged into one, so the key is compared once for them all.
struct KeyEndingGate: Sendable {
    let endings: KeyEndings
    /// The rules of the gate, one bit each.
    let rules: UInt64
    /// The rules that need a value after the separator.
    let needingValue: UInt64

    /// The gate of one rule, its bit the lowest.
    init(endings: KeyEndings, valueFollows: Bool) {
        self.endings = endings
        rules = 1
        needingValue = valueFollows ? 1 : 0
    }

    /// One gate for the rules of `gates`, each a gate of one rule whose endings and need of a
    /// value are given the bits of `rules`.
    init(merging gates: [(gate: KeyEndingGate, rules: UInt64)]) {
        endings = KeyEndings(
            gates.flatMap { merged in
                merged.gate.endings.spellings.map {
                    KeyEndings.Spelling(bytes: $0.bytes, isWord: $0.isWord, rules: merged.rules)
                }
            })
        rules = gates.reduce(0) { $0 | $1.rules }
        needingValue = gates.reduce(0) { $0 | ($1.gate.needingValue != 0 ? $1.rules : 0) }
    }

    /// Whether the gate of a rule made with ``init(endings:valueFollows:)`` holds at
    /// `separator`.
    func holds(atSeparator separator: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.rules(self, atSeparator: separator, in: bytes) != 0
    }

    /// The rules whose gates in `gate` hold at `separator`; `gate` is borrowed, so the scan can
    /// ask it in place. After a separator with no value, as after `token=` in
    /// `token=<redacted>`, a gate whose rules all need one looks no further.
    static func rules(
        _ gate: borrowing KeyEndingGate, atSeparator separator: Range<Int>,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> UInt64 {
        let valueFollows = SeparatorContext.valueFollows(separator, in: bytes)
        guard valueFollows || gate.needingValue != gate.rules else { return 0 }
        let context = SeparatorContext(bytes, separator: separator)
        guard let end = context.keyEnd else { return 0 }
        var rules = gate.endings.rules(endingKeyIn: bytes, at: end, tail: context.tail)
        if let pluralTail = context.pluralTail {
            rules |= gate.endings.rules(endingKeyIn: bytes, at: end - 1, tail: pluralTail)
        }
        return valueFollows ? rules : rules & ~gate.needingValue
    }
}

/// Where a key before a separator ends: past spaces or tabs and one closing quote, `"`, `'`
/// or their percent-encodings `%22` and `%27`.
enum KeyEnd {
    /// The end of the key before the separator at `separator`; `nil` when nothing is before.
    static func before(_ separator: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = separator
        while end > 0, bytes[end - 1].isSpaceOrTab { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: "\"") || bytes[end - 1] == UInt8(ascii: "'") {
            end -= 1
        } else if end >= 3,
            bytes.hasExactly("%22".utf8, at: end - 3) || bytes.hasExactly("%27".utf8, at: end - 3)
        {
            end -= 3
        }
        return end > 0 ? end : nil
    }
}
