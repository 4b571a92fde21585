import Foundation

extension Redactor {
    /// The most UTF-8 bytes of one text that ``redact(_:)-(String)`` cleans and keeps: 64 KiB.
    package static let maximumTextBytes = 65_536

    /// How far back from ``maximumTextBytes`` a cut looks for a space or line break to cut
    /// after, and how far around the cut it looks for a secret the cut would split.
    static let cutSearchBytes = 4_096

    /// `text` cut to at most ``maximumTextBytes`` bytes, and how many bytes were cut off (see
    /// ``cutOffset(keepingAtMost:of:)``).
    func cappedToMaximumLength(_ text: String) -> (kept: String, cutBytes: Int) {
        let count = text.utf8.count
        guard count > Self.maximumTextBytes else { return (text, 0) }
        var text = text
        return text.withUTF8 { bytes in
            let cut = cutOffset(keepingAtMost: Self.maximumTextBytes, of: bytes)
            return (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<cut]), as: UTF8.self), count - cut
            )
        }
    }

    /// Where to cut `bytes`, longer than `limit`, to keep at most `limit` of them: after a space
    /// or line break when there is one within ``cutSearchBytes`` before the limit, never inside
    /// a character's encoding, and never inside a secret: when a rule finds a match across the
    /// cut in the text around it (a card number written in groups, a token, an address), the
    /// cut moves to where that match starts, so no part of the secret is kept. Every cut of a
    /// text before it is cleaned — this redactor's and a log line's field cut
    /// (``LogLineLimits/cut(_:toUTF8Bytes:)``) — is made here.
    func cutOffset(keepingAtMost limit: Int, of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard limit > 0 else { return 0 }
        var cut = min(limit, bytes.count)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        if let space = bytes[max(0, cut - Self.cutSearchBytes)..<cut].lastIndex(where: isSpace) {
            cut = space + 1
        } else {
            cut = Self.scalarStart(atOrBefore: cut, in: bytes)
        }
        // Each move goes back to a match's start; around the new cut the rules look again.
        for _ in 0..<(limit / Self.cutSearchBytes + 1) {
            guard let start = startOfMatch(across: cut, in: bytes) else { break }
            cut = start
        }
        return cut
    }

    /// Where the earliest match of a rule that runs across `cut` starts, looked for in the
    /// ``cutSearchBytes`` on either side of it; `nil` when no match does.
    private func startOfMatch(across cut: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let start = Self.scalarStart(atOrAfter: max(0, cut - Self.cutSearchBytes), in: bytes)
        let end = Self.scalarStart(atOrBefore: min(bytes.count, cut + Self.cutSearchBytes), in: bytes)
        guard start < cut, cut < end else { return nil }
        let around = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let cutOffset = cut - start
        let candidates = triggers.candidates(in: around)
        var earliest: Int?
        for (index, rule) in rules.enumerated() where candidates.contains(index) {
            for match in rule.acceptedMatches(in: around)
            where match.lowerBound < cutOffset && match.upperBound > cutOffset {
                earliest = min(earliest ?? match.lowerBound, match.lowerBound)
            }
        }
        return earliest.map { start + $0 }
    }

    /// `offset`, or the start of the character whose encoding it falls in.
    private static func scalarStart(atOrBefore offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = offset
        // A UTF-8 continuation byte (10xxxxxx) is never the first of a character.
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    /// `offset`, or the start of the character after the one whose encoding it falls in.
    private static func scalarStart(atOrAfter offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = offset
        while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }
}
