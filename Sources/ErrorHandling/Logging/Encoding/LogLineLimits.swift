/// How much of a record one log line holds, so that one huge error cannot fill a log file and
/// rotate the older history out.
package enum LogLineLimits {
    /// The most UTF-8 bytes of one text of a record (the message, each error of the chain, each
    /// metadata key and value, each breadcrumb's text, the file and function names) that go into
    /// a line; the rest is cut off and counted.
    package static let maxFieldBytes = 16_384

    /// The most bytes of one line, line feed included.
    static let maxLineBytes = 65_536

    /// The most bytes a mark of a cut takes: `…[cut 9,223,372,036,854,775,807 bytes]`.
    static let maxCutMarkBytes = 48

    /// How far back from the cut a text may end early, at a space or line break, so that the cut
    /// never leaves the start of a secret (a token, a card number) that redaction would no
    /// longer recognize.
    private static let wordBoundaryLookback = 1_024

    /// `text` cut to at most `maxBytes` bytes of UTF-8 (mark included, when `maxBytes` leaves
    /// room for the mark), ending with a mark that says how many bytes were left out, such as
    /// `…[cut 9,983,616 bytes]`; `nil` when the text fits.
    ///
    /// The cut falls between whole Unicode scalars, at the last space or line break before it
    /// when there is one close by. The text is copied once, up to the cut.
    static func cut(_ text: String, toUTF8Bytes maxBytes: Int) -> String? {
        let utf8 = text.utf8
        guard utf8.count > maxBytes else { return nil }
        let keptLimit = max(0, maxBytes - maxCutMarkBytes)
        var end = utf8.index(utf8.startIndex, offsetBy: keptLimit)
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) {
            end = utf8.index(before: end)
        }
        let lookbackStart =
            utf8.index(end, offsetBy: -wordBoundaryLookback, limitedBy: utf8.startIndex) ?? utf8.startIndex
        if let space = utf8[lookbackStart..<end].lastIndex(where: isWordBoundary) {
            end = space
        }
        let keptByteCount = utf8.distance(from: utf8.startIndex, to: end)
        return Substring(text.unicodeScalars[..<end]) + cutMark(utf8.count - keptByteCount)
    }

    /// `…[cut 1,234 bytes]`.
    static func cutMark(_ byteCount: Int) -> String {
        "…[cut \(groupedDigits(byteCount)) bytes]"
    }

    private static func isWordBoundary(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
    }

    /// `9983616` as `9,983,616`, the same in every locale.
    private static func groupedDigits(_ value: Int) -> String {
        let digits = Array(String(value))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
