/// The searches of the rules of ``Redactor/default`` for secrets in headers and URLs that a
/// fixed word announces: a Slack webhook's path, a Bearer token, a `Cookie:` header, an OAuth
/// `code=`, a Digest `response=`.
enum HeaderSecretMatchers {
    /// `Bearer` in any case at the start of a word, white space, then a token of `A`–`Z`,
    /// `a`–`z`, `0`–`9`, `-`, `.`, `_`, `~`, `+` and `/` with any `=` after it: the word is kept,
    /// the token becomes `<redacted>`.
    static let bearer = RedactionMatcher(replacement: " <redacted>") { bytes in
        matches(of: Array("bearer".utf8), in: bytes) { start, end in
            guard !bytes.followsWordCharacter(start) else { return nil }
            var position = end
            while position < bytes.count, bytes.hasWhiteSpace(at: position) {
                position += bytes.scalarLength(at: position)
            }
            guard position > end else { return nil }
            let tokenStart = position
            while position < bytes.count, let length = bearerTokenCharacterLength(at: position, in: bytes) {
                position += length
            }
            guard position > tokenStart else { return nil }
            while position < bytes.count, bytes[position] == UInt8(ascii: "=") { position += 1 }
            return RedactionMatch(start..<position, keeping: end - start)
        }
    }

    /// `Cookie:` or `Set-Cookie:` in any case, not after a letter, digit, `_` or `-`, then
    /// spaces or tabs: the rest of the line, up to a quote, becomes `<redacted>`.
    static let cookie = RedactionMatcher(replacement: "<redacted>") { bytes in
        matches(of: Array("cookie:".utf8), in: bytes) { start, end in
            let setCookie = start - 4
            let headerStart =
                bytes.hasWord(Array("set-".utf8), at: setCookie) && startsName(at: setCookie, in: bytes)
                ? setCookie : start
            guard startsName(at: headerStart, in: bytes) else { return nil }
            var valueStart = end
            while valueStart < bytes.count, bytes[valueStart].isSpaceOrTab { valueStart += 1 }
            var position = valueStart
            while position < bytes.count, bytes[position] != UInt8(ascii: "\r"),
                bytes[position] != UInt8(ascii: "\n"),
                bytes[position] != UInt8(ascii: "\"")
            {
                position += 1
            }
            guard position > valueStart else { return nil }
            return RedactionMatch(headerStart..<position, keeping: valueStart - headerStart)
        }
    }

    /// `code=` right after `?`, `&` or `#`, then a value that ends at white space, a quote,
    /// `&`, `,`, `;`, `)`, `]`, `}`, `<`, `>` or `#`: the value becomes `<redacted>`.
    static let authorizationCode = RedactionMatcher(replacement: "<redacted>") { bytes in
        matches(of: Array("code=".utf8), in: bytes, exactCase: true) { start, end in
            guard start > 0,
                [UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "#")].contains(bytes[start - 1])
            else { return nil }
            var position = end
            while position < bytes.count, !codeStops.contains(bytes[position]),
                !bytes.hasWhiteSpace(at: position)
            {
                position += bytes.scalarLength(at: position)
            }
            guard position > end else { return nil }
            return RedactionMatch((start - 1)..<position, keeping: end - start + 1)
        }
    }

    /// `response` in any case as a whole key, `=` with spaces or tabs around, then 32 or more
    /// hex digits, quoted or not: the digits and quotes become `<redacted>`.
    static let digestResponse = RedactionMatcher(replacement: "<redacted>") { bytes in
        matches(of: Array("response".utf8), in: bytes) { start, end in
            guard start == 0 || !KeyValueSecretMatcher.isKeyCharacter(bytes[start - 1]) else { return nil }
            var position = end
            while position < bytes.count, bytes[position].isSpaceOrTab { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
            position += 1
            while position < bytes.count, bytes[position].isSpaceOrTab { position += 1 }
            let valueStart = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") { position += 1 }
            let digitsStart = position
            while position < bytes.count, bytes[position].isHexDigit { position += 1 }
            guard position - digitsStart >= 32 else { return nil }
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") { position += 1 }
            return RedactionMatch(start..<position, keeping: valueStart - start)
        }
    }

    /// The path of a Slack webhook after `hooks.slack.com/services/` (or `workflows/` or
    /// `triggers/`), letters, digits, `_`, `/` and `-`: the path becomes `<redacted>`.
    static let slackWebhookPath = RedactionMatcher(replacement: "<redacted>") { bytes in
        matches(of: Array("hooks.slack.com/".utf8), in: bytes, exactCase: true) { start, end in
            guard
                let kind = ["services/", "workflows/", "triggers/"].first(where: {
                    bytes.hasExactly($0.utf8, at: end)
                })
            else { return nil }
            let pathStart = end + kind.utf8.count
            var position = pathStart
            while position < bytes.count,
                bytes[position].isASCIIAlphanumeric || "_/-".utf8.contains(bytes[position])
            {
                position += 1
            }
            guard position > pathStart else { return nil }
            return RedactionMatch(start..<position, keeping: pathStart - start)
        }
    }

    private static let codeStops = Set("\"'&,;)]}<>#".utf8)

    /// How many bytes the character of a Bearer token at `position` takes, if one is there:
    /// `A`–`Z`, `a`–`z`, `0`–`9`, `-`, `.`, `_`, `~`, `+`, `/`, and the Kelvin sign and the long
    /// s, which the rule's case-insensitive pattern took for `k` and `s`.
    private static func bearerTokenCharacterLength(at position: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> Int?
    {
        let byte = bytes[position]
        if byte.isASCIIAlphanumeric || "-._~+/".utf8.contains(byte) { return 1 }
        if bytes.hasExactly("\u{212A}", at: position) { return 3 }
        return bytes.hasExactly("\u{17F}", at: position) ? 2 : nil
    }

    /// Whether a name can start at `position`: it does not follow a letter, digit, `_` or `-`.
    private static func startsName(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        position == 0
            || !(bytes[position - 1].isASCIIAlphanumeric || bytes[position - 1] == UInt8(ascii: "_")
                || bytes[position - 1] == UInt8(ascii: "-"))
    }

    /// The matches `match` makes at each place `word` is (in any case unless `exactCase`), from
    /// the left, each place after the previous match.
    static func matches(
        of word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, exactCase: Bool = false,
        _ match: (_ start: Int, _ end: Int) -> RedactionMatch?
    ) -> [RedactionMatch] {
        RedactionMatcher.leftmost(in: bytes) { start in
            let found = exactCase ? bytes.hasExactly(word, at: start) : bytes.hasWord(word, at: start)
            return found ? match(start, start + word.count) : nil
        }
    }
}
