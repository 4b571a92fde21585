/// The search of the rule of ``Redactor/default`` for credentials in URLs: after `://`, a user
/// name without `/`, `?`, `#`, `:` or white space, a colon, then a password up to the last `@`
/// of the authority (which ends at `/`, `?`, `#` or white space), so a user name with an `@` in
/// it (`ftp://ana@example.com:pw@host`) leaves nothing behind: `://<redacted>@`.
enum URLCredentialsMatcher {
    static let matcher = RedactionMatcher(replacement: "<redacted>@") { bytes in
        HeaderSecretMatchers.matches(of: Array("://".utf8), in: bytes, exactCase: true) { start, end in
            var position = end
            while position < bytes.count, bytes[position] != UInt8(ascii: ":"),
                !endsAuthority(bytes, at: position)
            {
                position += bytes.scalarLength(at: position)
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            var lastAtSign: Int?
            while position < bytes.count, !endsAuthority(bytes, at: position) {
                if bytes[position] == UInt8(ascii: "@") { lastAtSign = position }
                position += bytes.scalarLength(at: position)
            }
            return lastAtSign.map { RedactionMatch(start..<($0 + 1), keeping: end - start) }
        }
    }

    /// `/`, `?`, `#` or white space.
    private static func endsAuthority(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        switch bytes[position] {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
        default: return bytes.hasWhiteSpace(at: position)
        }
    }
}
