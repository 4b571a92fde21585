/// The search of the e-mail rule of ``Redactor/default``: a local part of letters, digits, `.`,
/// `_`, `%`, `+` and `-` before an at sign (`@` or the full-width `＠`), the same without `%`
/// before `%40`, or a quoted local part of 1 to 64 characters (`"ana smith"@`); then a domain of
/// labels of letters, digits, marks and `-`, each with a dot after, and at least two letters.
///
/// An address starts where a run of local-part characters starts, or right where the one
/// before it ended (`a@b.cc1d@e.ff` holds two). The domain ends after the letters that follow
/// its last dot when there are two or more, otherwise after those of an earlier dot.
enum EmailAddressMatcher {
    static let matcher = RedactionMatcher(replacement: "<email>") { bytes in matches(in: bytes) }

    /// The most characters of a quoted local part.
    private static let maximumQuotedLength = 64

    private static func matches(in bytes: UnsafeBufferPointer<UInt8>) -> [RedactionMatch] {
        var matches: [RedactionMatch] = []
        // Every address starts before an at sign (`@`, `＠` or `%40`): none starts at or after
        // the last one, so the search ends there, and it starts at the first address's earliest
        // start.
        var lastAtSign = bytes.count - 1
        while lastAtSign >= 0, !isAtSign(at: lastAtSign, in: bytes) { lastAtSign -= 1 }
        var position = firstStart(before: lastAtSign, in: bytes)
        var previousIsLocal = false
        while position < lastAtSign {
            // Most bytes of a text are ASCII that can start nothing: no local part, no quote.
            let byte = bytes[position]
            if byte < 0x80, byte != UInt8(ascii: "\""), !isLocal(bytes, at: position, percent: true) {
                previousIsLocal = false
                position += 1
                continue
            }
            let startsRun = !previousIsLocal || position == (matches.last?.range.upperBound ?? 0)
            if startsRun {
                let (address, runEnd) = address(at: position, in: bytes)
                if let end = address {
                    matches.append(RedactionMatch(position..<end))
                    position = end
                    continue
                }
                // No address starts inside a run of local-part characters: go to its end.
                if runEnd > position {
                    previousIsLocal = true
                    position = runEnd
                    continue
                }
            }
            previousIsLocal = isLocal(bytes, at: position, percent: true)
            position += bytes.scalarLength(at: position)
        }
        return matches
    }

    /// Where the address that starts at `start` ends, if one does, and where the run of
    /// local-part characters (with `%`) that starts there ends.
    private static func address(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        end: Int?, runEnd: Int
    ) {
        if bytes[start] == UInt8(ascii: "\"") {
            let end = endOfQuotedLocalPart(at: start, in: bytes).flatMap { atSignEnd(at: $0, in: bytes) }
                .flatMap { domainEnd(from: $0, in: bytes) }
            return (end, start)
        }
        let localEnd = endOfLocalPart(from: start, in: bytes, percent: true)
        guard localEnd > start else { return (nil, start) }
        if let domainStart = atSignEnd(at: localEnd, in: bytes),
            let end = domainEnd(from: domainStart, in: bytes)
        {
            return (end, localEnd)
        }
        // Without `%`, the local part ends at the run's first `%`: `ana%40example.com`.
        guard let encodedEnd = bytes[start..<localEnd].firstIndex(of: UInt8(ascii: "%")), encodedEnd > start,
            bytes.hasExactly("%40", at: encodedEnd)
        else { return (nil, localEnd) }
        return (domainEnd(from: encodedEnd + 3, in: bytes), localEnd)
    }

    /// Letters, digits, `.`, `_`, `+`, `-`, and `%` when `percent`.
    private static func isLocal(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, percent: Bool) -> Bool
    {
        let byte = bytes[position]
        guard byte >= 0x80 else { return isLocalASCII(byte) || (percent && byte == UInt8(ascii: "%")) }
        return bytes.hasLetterOrNumber(at: position)
    }

    /// An ASCII letter or digit, `.`, `_`, `+` or `-`: one bit each, in two words.
    @inline(__always)
    private static func isLocalASCII(_ byte: UInt8) -> Bool {
        // `+` 43, `-` 45, `.` 46, `0`–`9` 48–57; then, from 64, `A`–`Z`, `_` 95, `a`–`z`.
        let below64: UInt64 = 1 << 43 | 1 << 45 | 1 << 46 | 0x3FF << 48
        let from64: UInt64 = 0x3FF_FFFF << 1 | 1 << 31 | 0x3FF_FFFF << 33
        return byte < 64
            ? below64 >> UInt64(byte) & 1 != 0 : byte < 128 && from64 >> UInt64(byte - 64) & 1 != 0
    }

    private static func endOfLocalPart(from start: Int, in bytes: UnsafeBufferPointer<UInt8>, percent: Bool)
        -> Int
    {
        var position = start
        while position < bytes.count, isLocal(bytes, at: position, percent: percent) {
            position += bytes[position] < 0x80 ? 1 : bytes.scalarLength(at: position)
        }
        return position
    }

    /// After the closing quote of the quoted local part at `start`.
    private static func endOfQuotedLocalPart(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var position = start + 1
        var length = 0
        while position < bytes.count, length < maximumQuotedLength {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                break
            }
            position += bytes.scalarLength(at: position)
            length += 1
        }
        guard length > 0, position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        return position + 1
    }

    /// Where the search for the first address can start, given that an at sign is at
    /// `lastAtSign`: the start of the run of ASCII local-part characters that ends at the first
    /// at sign. Before that run no address can start, as its local part would have to reach that
    /// at sign across a byte no local part holds. A quoted local part may hold any byte, and a
    /// byte of another script may be a letter of the run: before either, the search starts at
    /// the text's start.
    private static func firstStart(before lastAtSign: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var firstAtSign = 0
        while firstAtSign < lastAtSign, !isAtSign(at: firstAtSign, in: bytes) {
            if bytes[firstAtSign] == UInt8(ascii: "\"") { return 0 }
            firstAtSign += 1
        }
        var start = firstAtSign
        while start > 0, bytes[start - 1] < 0x80, isLocal(bytes, at: start - 1, percent: true) { start -= 1 }
        return start > 0 && bytes[start - 1] >= 0x80 ? 0 : start
    }

    /// Whether an at sign starts at `position`: `@`, `＠` or `%40`.
    @inline(__always)
    private static func isAtSign(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let byte = bytes[position]
        // Most bytes are none of the three an at sign starts with: one comparison each.
        guard byte == UInt8(ascii: "@") || byte == 0xEF || byte == UInt8(ascii: "%") else { return false }
        return byte == UInt8(ascii: "@") || bytes.hasExactly("＠", at: position)
            || bytes.hasExactly("%40", at: position)
    }

    /// After the at sign at `position` (`@`, or `＠`: `EF BC A0`).
    private static func atSignEnd(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "@") { return position + 1 }
        return bytes.hasExactly([0xEF, 0xBC, 0xA0], at: position) ? position + 3 : nil
    }

    /// Where the domain that starts at `start` ends: after the letters of the last label that
    /// follows a dot and starts with two or more.
    private static func domainEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end: Int?
        var position = start
        while true {
            let labelStart = position
            while position < bytes.count,
                bytes[position] == UInt8(ascii: "-") || bytes.hasLetterOrNumber(at: position)
                    || bytes.hasMark(at: position)
            {
                position += bytes.scalarLength(at: position)
            }
            guard position > labelStart, position < bytes.count, bytes[position] == UInt8(ascii: ".") else {
                return end
            }
            position += 1
            // The letters the label after this dot starts with; they stay within it.
            var lettersEnd = position
            var letters = 0
            while lettersEnd < bytes.count, bytes.hasLetter(at: lettersEnd) {
                lettersEnd += bytes.scalarLength(at: lettersEnd)
                letters += 1
            }
            if letters >= 2 { end = lettersEnd }
        }
    }
}
