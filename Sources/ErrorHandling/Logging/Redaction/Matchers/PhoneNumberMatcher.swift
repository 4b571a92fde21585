/// The search of the rule of ``Redactor/default`` for phone numbers in international format
/// (`<phone>`): `+`, a country code of one to three digits that does not start with `0`, then
/// one to six groups — each an optional space, dot or dash, then one to six digits or one to
/// four in parentheses — not after a letter, a digit or a `+` and not followed by a digit. In
/// a URL's query the `+` may be `%2B` and a space `%20` (`?tel=%2B81%2090-1234-5678`). One with
/// fewer than 8 or more than 15 digits is kept, and the search goes on after it.
enum PhoneNumberMatcher {
    static let matcher = RedactionMatcher(replacement: "<phone>") { bytes in
        RedactionMatcher.leftmost(
            in: bytes, accepting: { (8...15).contains(digitCount(in: bytes[$0])) },
            candidate: { start in
                guard let plusEnd = plusEnd(at: start, in: bytes),
                    !followsLetterNumberOrPlus(start, in: bytes),
                    plusEnd < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[plusEnd])
                else { return nil }
                return end(from: start, afterPlus: plusEnd, in: bytes).map { RedactionMatch(start..<$0) }
            })
    }

    /// The most groups after the country code.
    private static let maximumGroups = 6
    /// The most bytes a number takes: `%2B`, three digits, and six groups of a separator
    /// (`%20`) and six digits (or of a separator, parentheses and four digits).
    private static let maximumLength = 6 + maximumGroups * 9

    /// After the `+` or `%2B` at `position`; `nil` when neither is there.
    private static func plusEnd(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if bytes[position] == UInt8(ascii: "+") { return position + 1 }
        return bytes.hasWord(Array("%2b".utf8), at: position) ? position + 3 : nil
    }

    /// After the separator at `position` (a space, `.`, `-` or `%20`); `nil` when none is there.
    private static func separatorEnd(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "-"): return position + 1
        case UInt8(ascii: "%"): return bytes.hasExactly("%20", at: position) ? position + 3 : nil
        default: return nil
        }
    }

    /// The digits of a number, not counting those of its `%2B` and `%20`.
    private static func digitCount(in number: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var count = 0
        var position = number.startIndex
        while position < number.endIndex {
            if number[position] == UInt8(ascii: "%") {
                position += 3
                continue
            }
            if number[position].isASCIIDigit { count += 1 }
            position += 1
        }
        return count
    }

    private static func followsLetterNumberOrPlus(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard position > 0 else { return false }
        let previous = bytes.scalarStart(before: position)
        return bytes[previous] == UInt8(ascii: "+") || bytes.hasLetterOrNumber(at: previous)
    }

    /// Where the number whose `+` is at `start` ends, if one does: the end that a backtracking
    /// search of the groups, each part as long as it can be first, reaches first. The ways the
    /// groups can be cut are many, but where they lead depends only on the position and the
    /// number of groups so far, so each of those is tried once.
    private static func end(from start: Int, afterPlus plusEnd: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> Int?
    {
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: (maximumLength + 1) * (maximumGroups + 1)) {
            failed in
            failed.initialize(repeating: false)
            func digitRun(at position: Int, upTo limit: Int) -> Int {
                var length = 0
                while length < limit, position + length < bytes.count, bytes[position + length].isASCIIDigit {
                    length += 1
                }
                return length
            }
            func groups(from position: Int, count: Int) -> Int? {
                let memo = (position - start) * (maximumGroups + 1) + count
                if failed[memo] { return nil }
                if count < maximumGroups {
                    // With the separator first, then without it.
                    if let separated = separatorEnd(at: position, in: bytes),
                        let end = group(at: separated, count: count)
                    {
                        return end
                    }
                    if let end = group(at: position, count: count) { return end }
                }
                if count > 0, position == bytes.count || !bytes[position].isASCIIDigit { return position }
                failed[memo] = true
                return nil
            }
            // The end reached after one more group at `groupStart`, its digits in parentheses first.
            func group(at groupStart: Int, count: Int) -> Int? {
                if groupStart < bytes.count, bytes[groupStart] == UInt8(ascii: "(") {
                    let digits = digitRun(at: groupStart + 1, upTo: 4)
                    let close = groupStart + 1 + digits
                    if digits > 0, close < bytes.count, bytes[close] == UInt8(ascii: ")"),
                        let end = groups(from: close + 1, count: count + 1)
                    {
                        return end
                    }
                }
                for digits in stride(from: digitRun(at: groupStart, upTo: 6), to: 0, by: -1) {
                    if let end = groups(from: groupStart + digits, count: count + 1) { return end }
                }
                return nil
            }
            for countryDigits in stride(from: digitRun(at: plusEnd + 1, upTo: 2), through: 0, by: -1) {
                if let end = groups(from: plusEnd + 1 + countryDigits, count: 0) { return end }
            }
            return nil
        }
    }
}
