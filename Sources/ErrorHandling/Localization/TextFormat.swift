/// The placeholders of the library's texts, `%@` and `%1$@`…`%9$@`, and how they are filled.
///
/// A text is never given to `String(format:)`: its placeholders are replaced by their
/// arguments in one pass, so a `%d` or `%n` an app wrote, or an argument that holds a
/// placeholder itself, shows as written and cannot read memory that is not there.
enum TextFormat {
    /// The most UTF-8 bytes a text an app gives may have: ten times the longest message an
    /// alert shows (2,000 characters of Japanese take 6,000).
    static let byteLimit = 20_000

    /// The argument each placeholder of `text` stands for, 1 for the first, in the order they
    /// appear: a `%@` stands for the one after the one before it, `%2$@` for the second. `nil`
    /// when a `%` starts anything else.
    static func arguments(in text: String) -> [Int]? {
        var arguments: [Int] = []
        var next = 1
        var bytes = text.utf8[...]
        while let percent = bytes.firstIndex(of: UInt8(ascii: "%")) {
            bytes = bytes[bytes.index(after: percent)...]
            guard let (argument, length) = placeholder(at: bytes, next: next) else { return nil }
            arguments.append(argument)
            next = argument + 1
            bytes = bytes.dropFirst(length)
        }
        return arguments
    }

    /// `text` with each placeholder replaced by its argument; a placeholder without one, and
    /// a `%` that starts no placeholder, stay as they are.
    static func filling(_ text: String, with arguments: [String]) -> String {
        guard !arguments.isEmpty else { return text }
        var filled = ""
        var next = 1
        var bytes = text.utf8[...]
        while let percent = bytes.firstIndex(of: UInt8(ascii: "%")) {
            let after = bytes[bytes.index(after: percent)...]
            guard let (argument, length) = placeholder(at: after, next: next), argument <= arguments.count
            else {
                filled += String(Substring(bytes[...percent]))
                bytes = after
                continue
            }
            filled += String(Substring(bytes[..<percent])) + arguments[argument - 1]
            next = argument + 1
            bytes = after.dropFirst(length)
        }
        return filled + String(Substring(bytes))
    }

    /// The argument and length of the placeholder whose `%` is just before `bytes`: `@`
    /// (argument `next`), or one digit 1…9, `$` and `@`.
    private static func placeholder(at bytes: Substring.UTF8View, next: Int) -> (argument: Int, length: Int)?
    {
        var iterator = bytes.makeIterator()
        switch iterator.next() {
        case UInt8(ascii: "@"):
            return (next, 1)
        case let digit? where (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(digit):
            guard iterator.next() == UInt8(ascii: "$"), iterator.next() == UInt8(ascii: "@") else {
                return nil
            }
            return (Int(digit - UInt8(ascii: "0")), 3)
        default:
            return nil
        }
    }
}
