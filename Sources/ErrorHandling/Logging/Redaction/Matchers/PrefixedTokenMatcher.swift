/// The search of the rule of ``Redactor/default`` for tokens that a fixed prefix starts and a
/// run of one class of characters ends: each shape is declared once, in ``shapes``, and both
/// the search and the rule's pre-check (``trigger``) are made from that declaration.
enum PrefixedTokenMatcher {
    /// One shape: `prefix` (in exactly this case), not after a token character (`A`–`Z`,
    /// `a`–`z`, `0`–`9`, `_`, `-`), then a run of `minimum` to `maximum` bytes of `run`, not
    /// followed by a token character. Its trigger word is the prefix from `triggerStart` on:
    /// the scan looks for each word's rarest letter, and passes over text fastest when few
    /// letters are looked for (`q` of `sq0atp-` would be one more).
    struct Shape: Sendable {
        let prefix: String
        let minimum: Int
        let maximum: Int
        let run: RedactionGate.ByteClass
        let triggerStart: Int

        init(
            _ prefix: String, _ minimum: Int, upTo maximum: Int = .max,
            of run: @escaping RedactionGate.ByteClass, triggerStart: Int = 0
        ) {
            self.prefix = prefix
            self.minimum = minimum
            self.maximum = maximum
            self.run = run
            self.triggerStart = triggerStart
        }

        /// Where the token of this shape that starts at `start` ends, if one does.
        func end(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard bytes.hasExactly(prefix.utf8, at: start),
                start == 0 || !TokenMatchers.isTokenCharacter(bytes[start - 1])
            else { return nil }
            let runStart = start + prefix.utf8.count
            var end = runStart
            while end < bytes.count, end - runStart <= maximum, run(bytes[end]) { end += 1 }
            guard (minimum...maximum).contains(end - runStart),
                end == bytes.count || !TokenMatchers.isTokenCharacter(bytes[end])
            else { return nil }
            return end
        }
    }

    /// HuggingFace (`hf_`), Shopify (`shpat_`, `shpss_`, `shpca_`, `shppa_` and 32 hex digits),
    /// DigitalOcean (`dop_v1_`, `doo_v1_`, `dor_v1_` and 64 hex digits), Twilio API keys (`SK`
    /// and exactly 32 hex digits), Mailgun (`key-` and exactly 32 hex digits), Square
    /// (`sq0atp-`, `sq0csp-`), Google OAuth access tokens (`ya29.`) and Stripe webhook secrets
    /// (`whsec_`).
    static let shapes: [Shape] = [
        Shape("hf_", 30, of: RedactionGate.alphanumeric),
        Shape("shpat_", 32, upTo: 32, of: \.isHexDigit),
        Shape("shpss_", 32, upTo: 32, of: \.isHexDigit),
        Shape("shpca_", 32, upTo: 32, of: \.isHexDigit),
        Shape("shppa_", 32, upTo: 32, of: \.isHexDigit),
        Shape("dop_v1_", 64, upTo: 64, of: \.isHexDigit),
        Shape("doo_v1_", 64, upTo: 64, of: \.isHexDigit),
        Shape("dor_v1_", 64, upTo: 64, of: \.isHexDigit),
        Shape("SK", 32, upTo: 32, of: \.isHexDigit),
        Shape("key-", 32, upTo: 32, of: \.isHexDigit),
        Shape("sq0atp-", 22, of: RedactionGate.tokenCharacter, triggerStart: 2),
        Shape("sq0csp-", 40, of: RedactionGate.tokenCharacter, triggerStart: 2),
        Shape("ya29.", 20, of: RedactionGate.tokenCharacter),
        Shape("whsec_", 24, of: RedactionGate.alphanumeric),
    ]

    /// Whether a shape's prefix starts with the byte, at the byte's value.
    private static let startsPrefix = (0...255).map { byte in
        shapes.contains { $0.prefix.utf8.first == UInt8(byte) }
    }

    static let matcher = RedactionMatcher(replacement: "<token>") { bytes in
        RedactionMatcher.leftmost(in: bytes, startingWith: { startsPrefix[Int($0)] }) { start in
            for shape in shapes {
                if let end = shape.end(from: start, in: bytes) { return RedactionMatch(start..<end) }
            }
            return nil
        }
    }

    /// What a text needs for ``matcher`` to find anything: a shape's prefix where the shape's
    /// own search finds its token.
    static let trigger = RedactionRule.Trigger.shapedWords(
        shapes.map { shape in
            (
                String(shape.prefix.lowercased().dropFirst(shape.triggerStart)),
                RedactionGate { bytes, word in
                    shape.end(from: word.lowerBound - shape.triggerStart, in: bytes) != nil
                }
            )
        })
}
