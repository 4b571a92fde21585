extension ErrorRecord {
    /// Appends the record as one line of JSON Lines: `timestamp`, `severity`, `message`,
    /// `presented` (what the person was shown, or `null`), `groupingKey`, `file`, `line`,
    /// `function`, `rule`, `chain`, `metadata`, `breadcrumbs` and, for a line
    /// that stands for records left out, `suppressed`; for a line that lost part of its text to
    /// ``LogLineLimits``, `truncated`.
    /// - Parameters:
    ///   - bytes: Where the line goes, line feed included.
    ///   - suppressed: How many records this line stands for, if it is a summary.
    ///   - isTruncated: Whether texts of the record were cut before it got here.
    package func appendJSONLine(to bytes: inout [UInt8], suppressed: Int? = nil, isTruncated: Bool = false) {
        var line = JSONLine(continuing: &bytes, isTruncated: isTruncated)
        line.add("timestamp", UTCTimestamp(timestamp).iso8601)
        line.add("severity", severity.rawValue)
        line.add("message", message)
        line.add("presented", presentedText)
        line.add("groupingKey", groupingKey)
        line.add("file", fileID)
        line.add("line", self.line)
        line.add("function", function)
        line.add("rule", matchedRule)
        line.add("chain", chain)
        line.add("metadata", metadata)
        line.add(
            "breadcrumbs",
            objects: breadcrumbs.map { breadcrumb in
                [
                    ("timestamp", UTCTimestamp(breadcrumb.timestamp).iso8601),
                    ("category", breadcrumb.category),
                    ("message", breadcrumb.message),
                ]
            })
        if let suppressed {
            line.add("suppressed", suppressed)
        }
        line.finish(into: &bytes)
    }
}
