/// The search of the rule of ``Redactor/default`` for PEM private keys: a header
/// `-----BEGIN … PRIVATE KEY-----` (with up to 40 capitals, digits and spaces before
/// `PRIVATE KEY`, and an optional ` BLOCK` after it), then everything up to the next five dashes,
/// then the footer `-----END … PRIVATE KEY-----` when it is there: `<private key>`.
enum PrivateKeyBlockMatcher {
    static let matcher = RedactionMatcher(replacement: "<private key>") { bytes in
        HeaderSecretMatchers.matches(of: Array("-----BEGIN ".utf8), in: bytes, exactCase: true) {
            start, end in
            guard let headerEnd = labelEnd(from: end, in: bytes) else { return nil }
            var bodyEnd = headerEnd
            while bodyEnd < bytes.count, !bytes.hasExactly("-----", at: bodyEnd) { bodyEnd += 1 }
            guard bytes.hasExactly("-----END ", at: bodyEnd),
                let footerEnd = labelEnd(from: bodyEnd + 9, in: bytes)
            else { return RedactionMatch(start..<bodyEnd) }
            return RedactionMatch(start..<footerEnd)
        }
    }

    /// The most capitals, digits and spaces before `PRIVATE KEY`.
    private static let maximumLabelLength = 40

    /// After the label that starts at `start`: up to 40 capitals, digits and spaces, `PRIVATE
    /// KEY`, an optional ` BLOCK`, and five dashes. The longest label that leads there counts.
    private static func labelEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var length = 0
        while length < maximumLabelLength, start + length < bytes.count,
            bytes[start + length].isASCIICapital || bytes[start + length].isASCIIDigit
                || bytes[start + length] == UInt8(ascii: " ")
        {
            length += 1
        }
        for labelLength in stride(from: length, through: 0, by: -1) {
            let name = start + labelLength
            guard bytes.hasExactly("PRIVATE KEY", at: name) else { continue }
            if bytes.hasExactly(" BLOCK-----", at: name + 11) { return name + 22 }
            if bytes.hasExactly("-----", at: name + 11) { return name + 16 }
        }
        return nil
    }
}
