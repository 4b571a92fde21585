/// The search of the rule of ``Redactor/default`` that takes a password to the end of its line:
/// a key with a password's name, an optional closing quote and spaces or tabs, a colon (`%3A`, an ASCII
/// or a full-width one), then either spaces or tabs and the rest of the line — unless it starts
/// with a quote or is `<redacted>` already — or, when the line ends there, the next line. The key,
/// the colon and the spaces are kept; the password becomes `<redacted>`.
enum PasswordLineMatcher {
    /// The matcher for keys with one of `names`.
    static func matcher(names: SecretKeyNames) -> RedactionMatcher {
        RedactionMatcher(replacement: "<redacted>") { bytes in
            var matches: [RedactionMatch] = []
            var position = 0
            while position < bytes.count {
                let colon = position
                guard !KeyValueSecretMatcher.isEquals(bytes, at: colon),
                    let colonEnd = KeyValueSecretMatcher.separatorEnd(in: bytes, at: colon)
                else {
                    position += 1
                    continue
                }
                position = colonEnd
                guard let key = KeyValueSecretMatcher.key(before: colon, in: bytes),
                    key.lowerBound >= matches.last?.range.upperBound ?? 0,
                    names.name(key, of: bytes, before: bytes[colon]),
                    let password = password(after: colonEnd, in: bytes)
                else { continue }
                matches.append(
                    RedactionMatch(
                        key.lowerBound..<password.upperBound, keeping: password.lowerBound - key.lowerBound))
                position = password.upperBound
            }
            return matches
        }
    }

    private static let redacted = Array("<redacted>".utf8)

    /// The password after the colon that ends at `colonEnd`: on the same line, or on the next.
    private static func password(after colonEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = colonEnd
        while start < bytes.count, bytes[start].isSpaceOrTab { start += 1 }
        if start > colonEnd, start < bytes.count, bytes[start] != UInt8(ascii: "\""),
            bytes[start] != UInt8(ascii: "'"),
            !bytes.hasWord(redacted, at: start), let line = restOfLine(from: start, in: bytes)
        {
            return line
        }
        if start < bytes.count, bytes[start] == UInt8(ascii: "\r") { start += 1 }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\n") else { return nil }
        start += 1
        while start < bytes.count, bytes[start].isSpaceOrTab { start += 1 }
        return restOfLine(from: start, in: bytes)
    }

    /// From `start` to the end of its line, when that holds anything.
    private static func restOfLine(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\r"), bytes[end] != UInt8(ascii: "\n") {
            end += 1
        }
        return end > start ? start..<end : nil
    }
}
