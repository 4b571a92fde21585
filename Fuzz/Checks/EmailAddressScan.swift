/// Finds an e-mail address written as ASCII, independently of the redactor's own rule, and in
/// time linear in the text (a backtracking pattern would take quadratic time on inputs such as
/// `"@ " + "a" × 1,000,000`): a local part of `[A-Za-z0-9._%+-]`, `@`, and a domain of labels
/// of `[A-Za-z0-9-]` joined by single dots, a later label starting with two letters.
enum EmailAddressScan {
    /// The first address in `text`, from its `@` to the end of its domain, with one character
    /// of its local part before the `@`; `nil` when there is none.
    static func first(in text: String) -> String? {
        let bytes = Array(text.utf8)
        for (at, byte) in bytes.enumerated() where byte == UInt8(ascii: "@") && at > 0 {
            guard isLocal(bytes[at - 1]), let end = domainEnd(in: bytes, from: at + 1) else { continue }
            return String(decoding: bytes[(at - 1)..<end], as: UTF8.self)
        }
        return nil
    }

    /// Where a domain that starts at `start` ends, if one does. Each `@` is followed by at most
    /// one run of domain characters, so all scans together read each byte at most twice.
    private static func domainEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var position = start
        var labelLength = 0
        while position < bytes.count {
            let byte = bytes[position]
            if isDomain(byte) {
                labelLength += 1
            } else if byte == UInt8(ascii: ".") && labelLength > 0 {
                labelLength = 0
                let next = position + 1
                if next + 1 < bytes.count, isLetter(bytes[next]), isLetter(bytes[next + 1]) {
                    return next + 2
                }
            } else {
                return nil
            }
            position += 1
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDomain(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    private static func isLocal(_ byte: UInt8) -> Bool {
        isDomain(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "%")
            || byte == UInt8(ascii: "+")
    }
}
