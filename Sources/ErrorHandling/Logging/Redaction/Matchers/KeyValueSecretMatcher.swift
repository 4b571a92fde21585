/// The search of a `key=value` rule of ``Redactor/default``: a key with one of the rule's
/// names, then `=`, `=>` or a colon (an ASCII or a full-width one, or `%3D` or `%3A`) with an
/// optional closing quote and spaces or tabs around, then a value (``SecretValue``). The key, the separator and (for
/// `Authorization`) a scheme are kept; the value becomes `<redacted>`.
enum KeyValueSecretMatcher {
    /// The schemes an `Authorization` value may start with, kept before the value.
    private static let schemes = ["basic", "bearer", "digest", "negotiate", "ntlm", "token"].map {
        Array($0.utf8)
    }

    /// The matcher for keys with one of `names`, keeping a scheme when `keepsScheme`.
    static func matcher(names: SecretKeyNames, keepsScheme: Bool = false) -> RedactionMatcher {
        RedactionMatcher(replacement: "<redacted>") { bytes in
            matches(in: bytes, names: names, keepsScheme: keepsScheme)
        }
    }

    private static func matches(
        in bytes: UnsafeBufferPointer<UInt8>, names: SecretKeyNames, keepsScheme: Bool
    ) -> [RedactionMatch] {
        var matches: [RedactionMatch] = []
        var position = 0
        while position < bytes.count {
            let separator = position
            guard let separatorEnd = separatorEnd(in: bytes, at: separator) else {
                position += 1
                continue
            }
            position = separatorEnd
            guard let key = key(before: separator, in: bytes),
                key.lowerBound >= matches.last?.range.upperBound ?? 0,
                names.name(key, of: bytes, before: bytes[separator])
            else { continue }
            var valueStart = separatorEnd
            while valueStart < bytes.count, bytes[valueStart].isSpaceOrTab { valueStart += 1 }
            if keepsScheme { valueStart = end(ofSchemeAt: valueStart, in: bytes) }
            let valueEnd = SecretValue.end(in: bytes, from: valueStart)
            guard valueEnd > valueStart else { continue }
            matches.append(RedactionMatch(key.lowerBound..<valueEnd, keeping: valueStart - key.lowerBound))
            position = valueEnd
        }
        return matches
    }

    /// Where the separator at `position` ends: after `=` (and a `>` after it, Ruby's and PHP's
    /// `=>`), `:`, `：` (`EF BC 9A`), or their percent-encodings `%3D` and `%3A`; `nil` when
    /// none is there.
    static func separatorEnd(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        switch bytes[position] {
        case UInt8(ascii: "="):
            return position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">")
                ? position + 2 : position + 1
        case UInt8(ascii: ":"):
            return position + 1
        case 0xEF where bytes.hasExactly([0xEF, 0xBC, 0x9A], at: position):
            return position + 3
        case UInt8(ascii: "%")
        where bytes.hasWord(equalsEncoded, at: position) || bytes.hasWord(colonEncoded, at: position):
            return position + 3
        default:
            return nil
        }
    }

    /// Whether the separator at `position` is an equals sign, `=` or `%3D`.
    static func isEquals(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        bytes[position] == UInt8(ascii: "=") || bytes.hasWord(equalsEncoded, at: position)
    }

    /// The separators of ``separatorEnd(in:at:)`` as trigger words (`=>` starts with `=`).
    static let separatorWords = ["=", ":", "：", "%3d", "%3a"]

    private static let equalsEncoded = Array("%3d".utf8)
    private static let colonEncoded = Array("%3a".utf8)

    /// The key before the separator at `separator`, past spaces or tabs and a closing quote
    /// (``KeyEnd``): a whole run of key characters.
    static func key(before separator: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let end = KeyEnd.before(separator, in: bytes) else { return nil }
        var start = end
        while start > 0, isKeyCharacter(bytes[start - 1]) { start -= 1 }
        return start < end ? start..<end : nil
    }

    /// `A`–`Z`, `a`–`z`, `0`–`9`, `_`, `.` and `-`.
    static func isKeyCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }

    /// After a scheme at `position` and the spaces or tabs after it, or `position` when none is
    /// there.
    private static func end(ofSchemeAt position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        for scheme in schemes where bytes.hasWord(scheme, at: position) {
            var end = position + scheme.count
            guard end < bytes.count, bytes[end].isSpaceOrTab else { return position }
            while end < bytes.count, bytes[end].isSpaceOrTab { end += 1 }
            return end
        }
        return position
    }
}
