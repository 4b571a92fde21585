/// Tells IPv6 addresses from text that only looks like one, such as `12:30:45` or `dead::beef`.
enum IPv6Address {
    /// Whether `text` is an IPv6 address with at least one decimal digit, optionally followed
    /// by a zone (`fe80::1%en0`): eight groups of one to four hex digits, or fewer with one `::`.
    static func isValid(_ text: String) -> Bool {
        let address = text.prefix { $0 != "%" }
        guard address.contains(where: { $0.isASCII && $0.isNumber }) else { return false }
        let halves = address.split(separator: "::", maxSplits: 1, omittingEmptySubsequences: false)
        var groupCount = 0
        for half in halves where !half.isEmpty {
            for group in half.split(separator: ":", omittingEmptySubsequences: false) {
                guard (1...4).contains(group.count), group.allSatisfy(\.isHexDigit) else { return false }
                groupCount += 1
            }
        }
        return halves.count == 2 ? groupCount <= 7 : groupCount == 8
    }
}
