/// The search of the rule of ``Redactor/default`` for US phone numbers written without `+`
/// (`<phone>`): an optional `1` and a space, `-` or `.`; an area code of three digits that does
/// not start with `0` or `1`, in parentheses with an optional space after (`(415) 555-0100`)
/// or followed by a space, `-` or `.`; three digits that do not start with `0` or `1`; the same
/// separator (any of them after parentheses); and four digits. Not after a letter, a digit,
/// `_`, `-`, `.` or `+`, and not followed by a digit, or a `-` or `.` and a digit, so that
/// dates, versions, IP addresses and longer numbers stay.
enum USPhoneNumberMatcher {
    static let matcher = RedactionMatcher(replacement: "<phone>") { bytes in
        RedactionMatcher.leftmost(in: bytes, startingWith: { $0.isASCIIDigit || $0 == UInt8(ascii: "(") }) {
            start in
            end(from: start, in: bytes).map { RedactionMatch(start..<$0) }
        }
    }

    /// Where the number that starts at `start` ends, if one does.
    private static func end(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !NumberMatchers.followsNumberCharacter(start, in: bytes),
            start == 0 || bytes[start - 1] != UInt8(ascii: "+")
        else { return nil }
        var position = start
        if bytes[position] == UInt8(ascii: "1"), position + 1 < bytes.count, isSeparator(bytes[position + 1])
        {
            position += 2
        }
        let separator: UInt8?
        if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
            guard hasDigits(3, notStartingWith01: true, at: position + 1, in: bytes),
                position + 4 < bytes.count,
                bytes[position + 4] == UInt8(ascii: ")")
            else { return nil }
            position += 5
            if position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
            separator = nil
        } else {
            guard hasDigits(3, notStartingWith01: true, at: position, in: bytes), position + 3 < bytes.count,
                isSeparator(bytes[position + 3])
            else { return nil }
            separator = bytes[position + 3]
            position += 4
        }
        guard hasDigits(3, notStartingWith01: true, at: position, in: bytes), position + 3 < bytes.count,
            separator.map({ $0 == bytes[position + 3] }) ?? isSeparator(bytes[position + 3])
        else { return nil }
        position += 4
        guard hasDigits(4, notStartingWith01: false, at: position, in: bytes),
            !NumberMatchers.continuesNumber(at: position + 4, in: bytes)
        else { return nil }
        return position + 4
    }

    /// A space, `-` or `.`.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Whether `count` ASCII digits are at `position`, the first not `0` or `1` when
    /// `notStartingWith01`.
    private static func hasDigits(
        _ count: Int, notStartingWith01: Bool, at position: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard position + count <= bytes.count, bytes[position..<(position + count)].allSatisfy(\.isASCIIDigit)
        else { return false }
        return !notStartingWith01 || bytes[position] >= UInt8(ascii: "2")
    }
}
