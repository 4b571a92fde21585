/// The searches of the rules of ``Redactor/default`` for numbers that identify someone: payment
/// card numbers that pass the Luhn check (`<card>`), US social security numbers (`<ssn>`) and
/// IPv4 addresses (`<ip>`).
enum NumberMatchers {
    /// A card number, in decimal digits of any script, not after a digit or `-`: 13 to 19
    /// digits with up to two spaces, dashes or no-break spaces between any two
    /// (``groupSeparatorLength(at:in:)``), or four groups of four with dots
    /// between and 1 to 7 digits in the last, or 4, 6 and 5 digits with dots between; never
    /// followed by a digit, `-`, or a dot and a digit. One that fails the Luhn check is kept, and
    /// the search goes on after it.
    static let card = RedactionMatcher(replacement: "<card>") { bytes in
        RedactionMatcher.leftmost(
            in: bytes, accepting: { Luhn.isValid(String(bytes[$0])) },
            candidate: { start in
                guard bytes.hasDecimalDigit(at: start), !followsDigitOrDash(start, in: bytes) else {
                    return nil
                }
                return cardEnd(from: start, in: bytes).map { RedactionMatch(start..<$0) }
            })
    }

    /// How many bytes the separator of a card number's groups at `position` takes, if one is
    /// there: a space, `-`, a no-break space (U+00A0), a figure space (U+2007) or a narrow
    /// no-break space (U+202F), as a locale's number format may put between groups.
    static func groupSeparatorLength(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: " "), UInt8(ascii: "-"): return 1
        case 0xC2 where bytes.hasExactly([0xC2, 0xA0], at: position): return 2
        case 0xE2
        where bytes.hasExactly([0xE2, 0x80, 0x87], at: position)
            || bytes.hasExactly([0xE2, 0x80, 0xAF], at: position):
            return 3
        default: return nil
        }
    }

    /// A US social security number, `123-45-6789`: three digits that are not `000`, `666` or
    /// `9xx`, two that are not `00` and four that are not `0000`, with dashes between, not after
    /// a letter, digit, `_`, `-` or `.`, and not followed by a digit, or a `-` or `.` and a
    /// digit (so `2026-11-30` and `1-800-555-0100` stay): `<ssn>`.
    static let socialSecurityNumber = RedactionMatcher(replacement: "<ssn>") { bytes in
        RedactionMatcher.leftmost(in: bytes, startingWith: \.isASCIIDigit) { start in
            guard !followsNumberCharacter(start, in: bytes), start + 11 <= bytes.count,
                bytes[start + 3] == UInt8(ascii: "-"), bytes[start + 6] == UInt8(ascii: "-")
            else { return nil }
            let area = bytes[start..<(start + 3)]
            let group = bytes[(start + 4)..<(start + 6)]
            let serial = bytes[(start + 7)..<(start + 11)]
            guard [area, group, serial].allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
                !area.elementsEqual("000".utf8), !area.elementsEqual("666".utf8),
                area.first != UInt8(ascii: "9"),
                !group.elementsEqual("00".utf8), !serial.elementsEqual("0000".utf8),
                !continuesNumber(at: start + 11, in: bytes)
            else { return nil }
            return RedactionMatch(start..<(start + 11))
        }
    }

    /// Whether a letter, digit, `_`, `-` or `.` comes right before `position`: a number that
    /// starts there is part of a longer one, a version or a name.
    static func followsNumberCharacter(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard position > 0 else { return false }
        let previous = bytes.scalarStart(before: position)
        return "_-.".utf8.contains(bytes[previous]) || bytes.hasLetterOrNumber(at: previous)
    }

    /// Whether the number before `position` goes on there: a digit, or a `-` or `.` and a digit.
    static func continuesNumber(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard position < bytes.count else { return false }
        if bytes[position].isASCIIDigit { return true }
        return (bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "."))
            && position + 1 < bytes.count && bytes[position + 1].isASCIIDigit
    }

    /// An IPv4 address, four numbers of 0 to 255 (without leading zeros) with dots between, not
    /// after a letter, a digit, `_` or a digit and a dot, and not followed by a digit or a dot
    /// and a digit.
    static let ipv4 = RedactionMatcher(replacement: "<ip>") { bytes in
        RedactionMatcher.leftmost(in: bytes, startingWith: \.isASCIIDigit) { start in
            guard !followsAddressCharacter(start, in: bytes) else { return nil }
            return ipv4End(from: start, in: bytes).map { RedactionMatch(start..<$0) }
        }
    }

    private static func followsDigitOrDash(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard position > 0 else { return false }
        let previous = bytes.scalarStart(before: position)
        return bytes[previous] == UInt8(ascii: "-") || bytes.hasDecimalDigit(at: previous)
    }

    /// Whether what ends a card number is at `position`: not a digit, `-`, or a dot and a digit.
    private static func endsCard(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard position < bytes.count else { return true }
        if bytes[position] == UInt8(ascii: "-") || bytes.hasDecimalDigit(at: position) { return false }
        return
            !(bytes[position] == UInt8(ascii: ".") && position + 1 < bytes.count
            && bytes.hasDecimalDigit(at: position + 1))
    }

    /// After the run of up to `limit` digits from `start`, and how many there are.
    private static func digits(from start: Int, in bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> (
        end: Int, count: Int
    ) {
        var end = start
        var count = 0
        while count < limit, end < bytes.count, bytes.hasDecimalDigit(at: end) {
            end += bytes.scalarLength(at: end)
            count += 1
        }
        return (end, count)
    }

    /// Where the card number that starts at `start` ends, if one does.
    private static func cardEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Digits with up to two spaces or dashes between: the most that end well.
        var ends = [start + bytes.scalarLength(at: start)]
        while ends.count < 19, let last = ends.last {
            var next = last
            for _ in 0..<2 {
                guard let length = groupSeparatorLength(at: next, in: bytes) else { break }
                next += length
            }
            guard next < bytes.count, bytes.hasDecimalDigit(at: next) else { break }
            ends.append(next + bytes.scalarLength(at: next))
        }
        if ends.count >= 13, let end = ends[12...].last(where: { endsCard(at: $0, in: bytes) }) { return end }
        // Groups with dots between.
        var position = start
        for _ in 0..<3 {
            let group = digits(from: position, in: bytes, upTo: 5)
            guard group.count == 4, group.end < bytes.count, bytes[group.end] == UInt8(ascii: ".") else {
                return shortGroupsEnd(from: start, in: bytes)
            }
            position = group.end + 1
        }
        let last = digits(from: position, in: bytes, upTo: 8)
        if (1...7).contains(last.count), endsCard(at: last.end, in: bytes) { return last.end }
        return shortGroupsEnd(from: start, in: bytes)
    }

    /// After 4, 6 and 5 digits with dots between, from `start`, ending well.
    private static func shortGroupsEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var position = start
        for length in [4, 6, 5] {
            if position > start {
                guard position < bytes.count, bytes[position] == UInt8(ascii: ".") else { return nil }
                position += 1
            }
            let group = digits(from: position, in: bytes, upTo: length)
            guard group.count == length else { return nil }
            position = group.end
        }
        return endsCard(at: position, in: bytes) ? position : nil
    }

    private static func followsAddressCharacter(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool
    {
        guard position > 0 else { return false }
        let previous = bytes.scalarStart(before: position)
        if bytes[previous] == UInt8(ascii: "_") || bytes.hasLetterOrNumber(at: previous) { return true }
        return bytes[previous] == UInt8(ascii: ".") && previous > 0 && bytes[previous - 1].isASCIIDigit
    }

    /// Where the IPv4 address that starts at `start` ends, if one does.
    private static func ipv4End(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var position = start
        for part in 0..<4 {
            let number = position
            while position < bytes.count, position - number < 4, bytes[position].isASCIIDigit {
                position += 1
            }
            let length = position - number
            guard (1...3).contains(length), length == 1 || bytes[number] != UInt8(ascii: "0"),
                Int(decoding: bytes[number..<position]) <= 255
            else { return nil }
            if part < 3 {
                guard position < bytes.count, bytes[position] == UInt8(ascii: ".") else { return nil }
                position += 1
            }
        }
        let followedByNumber =
            position < bytes.count
            && (bytes[position].isASCIIDigit
                || (bytes[position] == UInt8(ascii: ".") && position + 1 < bytes.count
                    && bytes[position + 1].isASCIIDigit))
        return followedByNumber ? nil : position
    }
}

extension Int {
    /// The value of the ASCII decimal digits `digits`.
    fileprivate init(decoding digits: Slice<UnsafeBufferPointer<UInt8>>) {
        self = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
