extension ErrorRecord {
    /// Cuts each of the record's texts to ``LogLineLimits/maxFieldBytes`` (see
    /// ``LogLineLimits/cut(_:toUTF8Bytes:)``), in place; returns whether any was cut.
    ///
    /// Meant to run before redaction, so that a huge text is redacted, encoded and written only
    /// as far as it is kept. The error's own texts are cut as they are described (see
    /// ``describeError(until:)``, which should run first, so that each error is described
    /// once); a message nobody set stays the first error of the chain. The grouping key is
    /// worked out once, here, and kept.
    @discardableResult
    mutating func cutToLogLineLimits() -> Bool {
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
        if hasOwnMessage, isLong(message) {
            message = cut(message)
        }
        if chain.contains(where: isLong) {
            chain = chain.map(cut)
        }
        groupingKey = cut(groupingKey)
        if isLong(fileID) { fileID = cut(fileID) }
        if isLong(function) { function = cut(function) }
        if let rule = matchedRule, isLong(rule) { matchedRule = cut(rule) }
        if let presented = presentedText, isLong(presented) { presentedText = cut(presented) }
        if metadata.contains(where: { isLong($0.key) || isLong($0.value) }) {
            metadata = Dictionary(
                metadata.map { (cut($0.key), cut($0.value)) }, uniquingKeysWith: { first, _ in first })
        }
        if breadcrumbs.contains(where: { isLong($0.message) || isLong($0.category) }) {
            breadcrumbs = breadcrumbs.map { breadcrumb in
                Breadcrumb(
                    timestamp: breadcrumb.timestamp, message: cut(breadcrumb.message),
                    category: cut(breadcrumb.category))
            }
        }
        return wasCut
    }
}
