/// The lengths in UTF-8 bytes of some domains, one bit each (modulo 64): a domain of any other
/// length is none of them, which reading its length tells without hashing it.
struct DomainLengths {
    private var bits: UInt64 = 0

    /// Adds the length of `domain`.
    mutating func insert(_ domain: String) {
        bits |= Self.bit(of: domain)
    }

    /// Whether `domain` may be one of the domains: `false` only when none has its length.
    func mayInclude(_ domain: String) -> Bool {
        bits & Self.bit(of: domain) != 0
    }

    private static func bit(of domain: String) -> UInt64 {
        1 << UInt64(domain.utf8.count % 64)
    }
}
