/// The search of the rule of ``Redactor/default`` for IPv6 addresses (`<ip>`): up to four hex
/// digits, then two to seven groups of a colon and up to four hex digits, ending in a hex digit
/// or `::` (never a lone `:`, as in `at 2001:db8::1: timed out`), then an optional zone
/// (`%en0`); not after a letter, a digit, `_`, `:` or `.`, and not followed by a letter, a
/// digit, `_`, a colon and a hex digit or colon, or a dot and a digit. What
/// ``IPv6Address/isValid(_:)`` refuses is kept, and the search goes on after it.
enum IPv6AddressMatcher {
    static let matcher = RedactionMatcher(replacement: "<ip>") { bytes in
        RedactionMatcher.leftmost(
            in: bytes, accepting: { IPv6Address.isValid(String(bytes[$0])) },
            candidate: { start in
                guard bytes[start].isHexDigit || bytes[start] == UInt8(ascii: ":"),
                    !followsAddressCharacter(start, in: bytes)
                else { return nil }
                return end(from: start, in: bytes).map { RedactionMatch(start..<$0) }
            })
    }

    private static let maximumGroups = 7
    /// The most bytes the groups take: four hex digits, then seven of a colon and four.
    private static let maximumLength = 4 + maximumGroups * 5

    private static func followsAddressCharacter(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool
    {
        guard position > 0 else { return false }
        let previous = bytes.scalarStart(before: position)
        switch bytes[previous] {
        case UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."): return true
        default: return bytes.hasLetterOrNumber(at: previous)
        }
    }

    /// The number of hex digits, up to four, at `position`.
    private static func hexRun(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = 0
        while length < 4, position + length < bytes.count, bytes[position + length].isHexDigit { length += 1 }
        return length
    }

    /// Where the address that starts at `start` ends, if one does: the end that a backtracking
    /// search, each run of hex digits as long as it can be first, reaches first. Where a cut of
    /// the groups leads depends only on the position and the number of groups so far, so each
    /// of those is tried once.
    private static func end(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: (maximumLength + 1) * (maximumGroups + 1)) {
            failed in
            failed.initialize(repeating: false)
            func groups(from position: Int, count: Int) -> Int? {
                let memo = (position - start) * (maximumGroups + 1) + count
                if failed[memo] { return nil }
                if count < maximumGroups, position < bytes.count, bytes[position] == UInt8(ascii: ":") {
                    for digits in stride(from: hexRun(at: position + 1, in: bytes), through: 0, by: -1) {
                        if let end = groups(from: position + 1 + digits, count: count + 1) { return end }
                    }
                }
                if count >= 2, let end = addressEnd(at: position, in: bytes) { return end }
                failed[memo] = true
                return nil
            }
            for digits in stride(from: hexRun(at: start, in: bytes), through: 0, by: -1) {
                if let end = groups(from: start + digits, count: 0) { return end }
            }
            return nil
        }
    }

    /// Where an address whose groups end at `position` ends, with its zone: `nil` when the
    /// groups end in a lone `:`, or when what follows continues the address or a word.
    private static func addressEnd(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let endsWell =
            bytes[position - 1].isHexDigit
            || (bytes[position - 1] == UInt8(ascii: ":") && bytes[position - 2] == UInt8(ascii: ":"))
        guard endsWell else { return nil }
        var end = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "%") {
            var zone = 0
            while zone < 15, position + 1 + zone < bytes.count, bytes[position + 1 + zone].isASCIIAlphanumeric
            {
                zone += 1
            }
            if zone > 0 { end = position + 1 + zone }
        }
        guard end < bytes.count else { return end }
        switch bytes[end] {
        case UInt8(ascii: "_"):
            return nil
        case UInt8(ascii: ":"):
            let next = end + 1 < bytes.count ? bytes[end + 1] : 0
            return next.isHexDigit || next == UInt8(ascii: ":") ? nil : end
        case UInt8(ascii: "."):
            return end + 1 < bytes.count && bytes[end + 1].isASCIIDigit ? nil : end
        default:
            return bytes.hasLetterOrNumber(at: end) ? nil : end
        }
    }
}
