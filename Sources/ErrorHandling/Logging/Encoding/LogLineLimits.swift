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

    /// `text` cut to at most `maxBytes` bytes of UTF-8 (mark included, when `maxBytes` leaves
    /// room for the mark), ending with a mark that says how many bytes were left out, such as
    /// `…[cut 9,983,616 bytes]`; `nil` when the text fits.
    ///
    /// The cut is made where the default redactor cuts a text
    /// (``Redactor/cutOffset(keepingAtMost:of:)``): between whole Unicode scalars, at the last
    /// space or line break before it when there is one close by, and never inside a secret the
    /// redactor would find, so that redaction after the cut finds every secret whole or not at
    /// all. The text is copied once, up to the cut.
    static func cut(_ text: String, toUTF8Bytes maxBytes: Int) -> String? {
        let count = text.utf8.count
        guard count > maxBytes else { return nil }
        var text = text
        let kept = text.withUTF8 { bytes in
            var end = Redactor.default.cutOffset(keepingAtMost: max(0, maxBytes - maxCutMarkBytes), of: bytes)
            if end > 0, isWordBoundary(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
        return kept + cutMark(count - kept.utf8.count)
    }

    /// `…[cut 1,234 bytes]`.
    static func cutMark(_ byteCount: Int) -> String {
        "…[cut \(groupedDigits(byteCount)) bytes]"
    }

    private static func isWordBoundary(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
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
