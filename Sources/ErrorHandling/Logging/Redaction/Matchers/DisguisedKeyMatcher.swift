/// The search of the rule of ``Redactor/default`` for `key=value` secrets whose key is spelled
/// to hide it (``DisguisedKey``): a key of letters, digits, `_`, `.`, `-` and at least one
/// disguise, not after one of those, a `%`, a `\` or a format character; then what separates a
/// key from its value (an optional closing quote, spaces or tabs, `=`, `:` or `：`, spaces or
/// tabs); then a value (``SecretValue``). The key and separator are kept and the value becomes
/// `<redacted>` when the key, spelled plainly, is one that a `key=value` rule takes; otherwise
/// the whole is kept, and the search goes on after it.
enum DisguisedKeyMatcher {
    /// The matcher, taking the value of keys that one of `rules` replaces once spelled plainly.
    static func matcher(accepting rules: [RedactionRule]) -> RedactionMatcher {
        RedactionMatcher(replacement: "<redacted>") { bytes in
            RedactionMatcher.leftmost(
                in: bytes,
                accepting: { match in
                    let plain = DisguisedKey.revealed(String(bytes[match]))
                    return rules.contains { $0.matches(plain) }
                },
                candidate: { start in match(from: start, in: bytes) })
        }
    }

    private static func match(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> RedactionMatch? {
        if start > 0 {
            let previous = bytes.scalarStart(before: start)
            guard !isKeyCharacter(bytes, at: previous), !disguiseMayStart(bytes, at: previous) else {
                return nil
            }
        }
        var position = start
        while position < bytes.count, isKeyCharacter(bytes, at: position) {
            position += bytes.scalarLength(at: position)
        }
        guard position < bytes.count, let first = disguiseEnd(in: bytes, at: position) else { return nil }
        position = first
        while position < bytes.count {
            if isKeyCharacter(bytes, at: position) {
                position += bytes.scalarLength(at: position)
            } else if let end = disguiseEnd(in: bytes, at: position) {
                position = end
            } else {
                break
            }
        }
        if position < bytes.count,
            bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
        {
            position += 1
        }
        while position < bytes.count, bytes[position].isSpaceOrTab { position += 1 }
        guard position < bytes.count,
            let separatorEnd = KeyValueSecretMatcher.separatorEnd(in: bytes, at: position)
        else { return nil }
        var valueStart = separatorEnd
        while valueStart < bytes.count, bytes[valueStart].isSpaceOrTab { valueStart += 1 }
        let valueEnd = SecretValue.end(in: bytes, from: valueStart)
        guard valueEnd > valueStart else { return nil }
        return RedactionMatch(start..<valueEnd, keeping: valueStart - start)
    }

    /// A letter, a digit (`\p{L}`, `\p{N}`), `_`, `.` or `-`.
    private static func isKeyCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        switch bytes[position] {
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"): return true
        default: return bytes.hasLetterOrNumber(at: position)
        }
    }

    /// `%`, `\` or a format character: what a key must not follow.
    private static func disguiseMayStart(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        switch bytes[position] {
        case UInt8(ascii: "%"), UInt8(ascii: "\\"): return true
        case ..<0x80: return false
        default: return bytes.scalar(at: position).properties.generalCategory == .format
        }
    }

    /// After the disguised character at `position` — `%` and two hex digits, `\u` (or `\U`) and
    /// four, or a format character — or `nil` when none is there.
    private static func disguiseEnd(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        func hexDigits(_ count: Int, from start: Int) -> Bool {
            start + count <= bytes.count && bytes[start..<(start + count)].allSatisfy(\.isHexDigit)
        }
        switch bytes[position] {
        case UInt8(ascii: "%"):
            return hexDigits(2, from: position + 1) ? position + 3 : nil
        case UInt8(ascii: "\\"):
            guard position + 1 < bytes.count, bytes[position + 1] | 0x20 == UInt8(ascii: "u"),
                hexDigits(4, from: position + 2)
            else { return nil }
            return position + 6
        case ..<0x80:
            return nil
        default:
            guard bytes.scalar(at: position).properties.generalCategory == .format else { return nil }
            return position + bytes.scalarLength(at: position)
        }
    }
}
