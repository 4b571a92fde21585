/// The searches of the rules of ``Redactor/default`` for numbers that identify someone: payment
/// card numbers that pass the Luhn check (`<card>`) and IPv4 addresses (`<ip>`).
enum NumberMatchers {
    /// A card number, in decimal digits of any script, not after a digit or `-`: 13 to 19
    /// digits with up to two spaces or dashes between any two, or four groups of four with dots
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
            while next < bytes.count, next - last < 2,
                bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "-")
            {
                next += 1
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
