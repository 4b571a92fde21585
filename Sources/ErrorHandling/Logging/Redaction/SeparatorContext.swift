/// What the bytes around a separator (`=`, `:`) tell the gate of every `key=value` rule of
/// ``Redactor/default`` there, read once: where the key before it ends (past spaces or tabs and
/// one closing quote), its last eight bytes, and whether a value follows.
struct SeparatorContext {
    /// Where the key ends; `nil` when nothing is before the separator.
    let keyEnd: Int?
    /// The key's last eight bytes, lowercase, packed (``KeyEndings/tail(endingAt:in:)``), and the eight
    /// before its last byte, for a plural.
    let tail: UInt64
    let pluralTail: UInt64?
    /// Whether a value starts after the separator and its spaces or tabs: a byte that is not
    /// white space, `&`, `,`, `;`, `)`, `]`, `}`, `<` or `>` (so `token=<redacted>` is done).
    let valueFollows: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>, separator: Range<Int>) {
        var start = separator.upperBound
        while start < bytes.count, bytes[start].isSpaceOrTab { start += 1 }
        valueFollows =
            start < bytes.count && !RedactionGate.isValueStop(bytes[start]) && !bytes[start].isASCIIWhitespace
        keyEnd = KeyEnd.before(separator.lowerBound, in: bytes)
        guard let end = keyEnd else {
            (tail, pluralTail) = (0, nil)
            return
        }
        tail = KeyEndings.tail(endingAt: end, in: bytes)
        pluralTail =
            bytes[end - 1].asciiLowercased == UInt8(ascii: "s")
            ? KeyEndings.tail(endingAt: end - 1, in: bytes) : nil
    }
}

/// The gate of a `key=value` rule at its separator: a key that ends in one of `endings`, or in
/// one of them and an `s`, and a value after when `valueFollows`.
struct KeyEndingGate: Sendable {
    let endings: KeyEndings
    let valueFollows: Bool

    /// A gate that never holds.
    static let never = KeyEndingGate(endings: KeyEndings(suffixes: [], words: []), valueFollows: false)

    /// Whether the gate holds at the separator that `context` tells of.
    func holds(at context: SeparatorContext, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.holds(self, at: context, in: bytes)
    }

    /// Whether `gate` holds at the separator that `context` tells of; `gate` is borrowed, so
    /// the scan can ask it in place.
    static func holds(
        _ gate: borrowing KeyEndingGate, at context: SeparatorContext, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard !gate.valueFollows || context.valueFollows, let end = context.keyEnd else { return false }
        if gate.endings.endKey(in: bytes, at: end, tail: context.tail) { return true }
        guard let pluralTail = context.pluralTail else { return false }
        return gate.endings.endKey(in: bytes, at: end - 1, tail: pluralTail)
    }
}

/// Where a key before a separator ends: past spaces or tabs and one closing quote.
enum KeyEnd {
    /// The end of the key before the separator at `separator`; `nil` when nothing is before.
    static func before(_ separator: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = separator
        while end > 0, bytes[end - 1].isSpaceOrTab { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: "\"") || bytes[end - 1] == UInt8(ascii: "'") { end -= 1 }
        return end > 0 ? end : nil
    }
}
