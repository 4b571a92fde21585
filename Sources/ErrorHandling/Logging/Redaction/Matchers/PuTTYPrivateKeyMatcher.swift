/// The search of the rule of ``Redactor/default`` for the private part of a PuTTY key file
/// (`.ppk`): `Private-Lines:` and the spaces after it are kept; the line count, the lines of
/// the key and the `Private-MAC:` line after them, up to the end of its hex digits, become
/// `<private key>` — or, without a `Private-MAC:` after it, everything to the end of the text
/// (unless it is `<private key>` already).
enum PuTTYPrivateKeyMatcher {
    private static let header = Array("Private-Lines:".utf8)
    private static let mac = Array("Private-MAC:".utf8)
    private static let replacement = Array("<private key>".utf8)

    /// What a text needs for ``matcher`` to find anything: the end of `Private-Lines:`, which the
    /// scan finds by its `-`, not by a letter of `Private` (see ``RedactionTriggers``).
    static let trigger = RedactionRule.Trigger.anyOf(["-lines:"])

    static let matcher = RedactionMatcher(replacement: String(decoding: replacement, as: UTF8.self)) {
        bytes in
        HeaderSecretMatchers.matches(of: header, in: bytes, exactCase: true) { start, end in
            var bodyStart = end
            while bodyStart < bytes.count, bytes[bodyStart].isSpaceOrTab { bodyStart += 1 }
            // Replaced already, on an earlier pass: what follows is not the key's.
            guard !bytes.hasExactly(replacement, at: bodyStart) else { return nil }
            var position = bodyStart
            while position < bytes.count, !bytes.hasExactly(mac, at: position) { position += 1 }
            if position < bytes.count {
                position += mac.count
                while position < bytes.count, bytes[position].isSpaceOrTab { position += 1 }
                while position < bytes.count, bytes[position].isHexDigit { position += 1 }
            }
            guard position > bodyStart else { return nil }
            return RedactionMatch(start..<position, keeping: bodyStart - start)
        }
    }
}
