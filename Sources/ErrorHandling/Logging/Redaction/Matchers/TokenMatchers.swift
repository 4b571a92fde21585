/// The searches of the rules of ``Redactor/default`` for tokens recognisable by their shape,
/// each replaced whole by `<token>`.
enum TokenMatchers {
    /// A JWT, `eyJ` and three runs of at least four token characters (`A`–`Z`, `a`–`z`, `0`–`9`,
    /// `_`, `-`) with dots between, the first run counting the `eyJ`'s `J`… (`eyJ` and four
    /// more), not inside a run of token characters; or a fine-grained GitHub token,
    /// `github_pat_` and 20 or more letters, digits and `_`, not after one of those.
    static let jsonWebTokenOrGitHubFineGrained = RedactionMatcher(replacement: "<token>") { bytes in
        matches(in: bytes) { start in
            if bytes.hasExactly("eyJ", at: start) {
                guard start == 0 || !isTokenCharacter(bytes[start - 1]) else { return nil }
                var position = start + 3
                for part in 0..<3 {
                    if part > 0 {
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ".") else { return nil }
                        position += 1
                    }
                    let runStart = position
                    position = end(of: isTokenCharacter, from: position, in: bytes)
                    guard position - runStart >= 4 else { return nil }
                }
                return position
            }
            guard bytes.hasExactly("github_pat_", at: start),
                start == 0 || !isWordCharacter(bytes[start - 1])
            else { return nil }
            let end = end(of: isWordCharacter, from: start + 11, in: bytes)
            return end - start - 11 >= 20 ? end : nil
        }
    }

    /// At the start of a word: Stripe keys (`sk_live_`, `pk_test_`… and 8 or more letters and
    /// digits), GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` and 20 or more), AWS access
    /// key IDs (`AKIA` or `ASIA` and exactly 16 capitals and digits, ending a word), Slack tokens
    /// (`xoxb-`… and 10 or more letters, digits and `-`) and Google API keys (`AIza` and 35
    /// token characters).
    static let prefixed = RedactionMatcher(replacement: "<token>") { bytes in
        matches(in: bytes) { start in
            // The word's start is checked last: it looks back over marks.
            guard let end = end(ofPrefixedTokenAt: start, in: bytes), !bytes.followsWordCharacter(start)
            else {
                return nil
            }
            return end
        }
    }

    /// Where the token of ``prefixed`` at `start` ends, if one is there (its word's start not
    /// checked).
    private static func end(ofPrefixedTokenAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if let prefixEnd = stripePrefixEnd(at: start, in: bytes) {
            return run(of: \.isASCIIAlphanumeric, atLeast: 8, from: prefixEnd, in: bytes)
        }
        if bytes.hasExactly("gh", at: start), start + 3 < bytes.count,
            "pousr".utf8.contains(bytes[start + 2]), bytes[start + 3] == UInt8(ascii: "_")
        {
            return run(of: \.isASCIIAlphanumeric, atLeast: 20, from: start + 4, in: bytes)
        }
        if bytes.hasExactly("AKIA", at: start) || bytes.hasExactly("ASIA", at: start) {
            let end = start + 20
            guard end <= bytes.count,
                bytes[(start + 4)..<end].allSatisfy({ $0.isASCIIDigit || $0.isASCIICapital }),
                bytes.endsWord(at: end)
            else { return nil }
            return end
        }
        if bytes.hasExactly("xox", at: start), start + 4 < bytes.count,
            "abeoprs".utf8.contains(bytes[start + 3]), bytes[start + 4] == UInt8(ascii: "-")
        {
            return run(of: isAlphanumericOrDash, atLeast: 10, from: start + 5, in: bytes)
        }
        guard bytes.hasExactly("AIza", at: start), start + 39 <= bytes.count,
            bytes[(start + 4)..<(start + 39)].allSatisfy(isTokenCharacter)
        else { return nil }
        return start + 39
    }

    /// Not after a token character: GitLab tokens (`glpat-` and 20 or more token characters),
    /// Slack app-level tokens (`xapp-`, a digit, `-` and 10 or more letters, digits and `-`),
    /// OpenAI keys (`sk-` and 20 or more token characters) and SendGrid keys (`SG.` and two runs
    /// of 16 or more token characters with a dot between). Being random, each has a digit; a
    /// candidate without one is kept, and the search goes on after it.
    static let randomWithADigit = RedactionMatcher(replacement: "<token>") { bytes in
        matches(in: bytes, accepting: { range in bytes[range].contains(where: \.isASCIIDigit) }) { start in
            guard start == 0 || !isTokenCharacter(bytes[start - 1]) else { return nil }
            if bytes.hasExactly("glpat-", at: start) {
                return run(of: isTokenCharacter, atLeast: 20, from: start + 6, in: bytes)
            }
            if bytes.hasExactly("xapp-", at: start), start + 6 < bytes.count,
                bytes[start + 5].isASCIIDigit, bytes[start + 6] == UInt8(ascii: "-")
            {
                return run(of: isAlphanumericOrDash, atLeast: 10, from: start + 7, in: bytes)
            }
            if bytes.hasExactly("sk-", at: start) {
                return run(of: isTokenCharacter, atLeast: 20, from: start + 3, in: bytes)
            }
            guard bytes.hasExactly("SG.", at: start),
                let first = run(of: isTokenCharacter, atLeast: 16, from: start + 3, in: bytes),
                first < bytes.count, bytes[first] == UInt8(ascii: ".")
            else { return nil }
            return run(of: isTokenCharacter, atLeast: 16, from: first + 1, in: bytes)
        }
    }

    /// An AWS secret access key without a name: a run of exactly 40 characters of base64
    /// (`A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/`) not followed by `=`, with a digit, at least 8
    /// capitals and at least 5 lowercase letters, as a random key has (a path or a camelCase name
    /// of that length has a capital a word; a hex digest, one case of letters).
    static let awsSecretAccessKey = RedactionMatcher(replacement: "<token>") { bytes in
        var matches: [RedactionMatch] = []
        var position = 0
        while position < bytes.count {
            let end = end(of: isBase64, from: position, in: bytes)
            guard end > position else {
                position += 1
                continue
            }
            let run = bytes[position..<end]
            if run.count == 40, end == bytes.count || bytes[end] != UInt8(ascii: "="),
                run.count(where: \.isASCIIDigit) >= 1, run.count(where: \.isASCIICapital) >= 8,
                run.count(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) >= 5
            {
                matches.append(RedactionMatch(position..<end))
            }
            position = end
        }
        return matches
    }

    private static func isBase64(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
    }

    /// `sk`, `pk` or `rk`, then `_live_` or `_test_`: where it ends.
    private static func stripePrefixEnd(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard
            bytes.hasExactly("sk", at: start) || bytes.hasExactly("pk", at: start)
                || bytes.hasExactly("rk", at: start),
            bytes.hasExactly("_live_", at: start + 2)
                || bytes.hasExactly("_test_", at: start + 2)
        else { return nil }
        return start + 8
    }

    /// `A`–`Z`, `a`–`z`, `0`–`9`, `_` and `-`.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isWordCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_")
    }

    private static func isAlphanumericOrDash(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-")
    }

    /// Where the run of bytes of `byteClass` from `start` ends.
    private static func end(
        of byteClass: (UInt8) -> Bool, from start: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        var position = start
        while position < bytes.count, byteClass(bytes[position]) { position += 1 }
        return position
    }

    /// Where the run of bytes of `byteClass` from `start` ends, when it holds at least `count`.
    private static func run(
        of byteClass: (UInt8) -> Bool, atLeast count: Int, from start: Int,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        let end = end(of: byteClass, from: start, in: bytes)
        return end - start >= count ? end : nil
    }

    /// The tokens `end` finds, from the left: where the one at each position ends. Those
    /// `accepting` refuses are kept.
    private static func matches(
        in bytes: UnsafeBufferPointer<UInt8>, accepting: (Range<Int>) -> Bool = { _ in true },
        _ end: (_ start: Int) -> Int?
    ) -> [RedactionMatch] {
        RedactionMatcher.leftmost(
            in: bytes, accepting: accepting,
            candidate: { start in end(start).map { RedactionMatch(start..<$0) } })
    }
}
