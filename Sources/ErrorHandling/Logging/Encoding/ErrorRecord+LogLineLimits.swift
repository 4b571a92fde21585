extension ErrorRecord {
    /// The record with each of its texts cut to ``LogLineLimits/maxFieldBytes`` (see
    /// ``LogLineLimits/cut(_:toUTF8Bytes:)``), and whether any was cut.
    ///
    /// Meant to run before redaction, so that a huge text is redacted, encoded and written only
    /// as far as it is kept. The error's own texts are cut as they are described (see
    /// ``describingError(until:)``, which should run first, so that each error is described
    /// once); a message nobody set stays the first error of the chain.
    func cutToLogLineLimits() -> (record: ErrorRecord, wasCut: Bool) {
        var wasCut = false
        func cut(_ text: String) -> String {
            guard let cut = LogLineLimits.cut(text, toUTF8Bytes: LogLineLimits.maxFieldBytes) else {
                return text
            }
            wasCut = true
            return cut
        }
        func isLong(_ text: String) -> Bool {
            text.utf8.count > LogLineLimits.maxFieldBytes
        }
        var record = self
        if hasOwnMessage {
            record.message = cut(message)
        }
        record.chain = chain.map(cut)
        record.groupingKey = cut(groupingKey)
        record.fileID = cut(fileID)
        record.function = cut(function)
        record.matchedRule = matchedRule.map(cut)
        if metadata.contains(where: { isLong($0.key) || isLong($0.value) }) {
            record.metadata = Dictionary(
                metadata.map { (cut($0.key), cut($0.value)) }, uniquingKeysWith: { first, _ in first })
        }
        if breadcrumbs.contains(where: { isLong($0.message) || isLong($0.category) }) {
            record.breadcrumbs = breadcrumbs.map { breadcrumb in
                Breadcrumb(
                    timestamp: breadcrumb.timestamp, message: cut(breadcrumb.message),
                    category: cut(breadcrumb.category))
            }
        }
        return (record, wasCut)
    }
}
