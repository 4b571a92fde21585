/// The search of the IBAN rule of ``Redactor/default``: two capitals and two digits, not after
/// an ASCII letter or digit, then two to seven groups of four capitals or digits with a space
/// before each and an optional last group of one to three, or 11 to 30 capitals and digits
/// without spaces; never followed by an ASCII letter or digit. A candidate that fails the mod-97
/// check (``IBAN``) is kept, and the search goes on after it.
enum IBANMatcher {
    static let matcher = RedactionMatcher(replacement: "<iban>") { bytes in matches(in: bytes) }

    private static func matches(in bytes: UnsafeBufferPointer<UInt8>) -> [RedactionMatch] {
        RedactionMatcher.leftmost(
            in: bytes, startingWith: \.isASCIICapital, accepting: { IBAN.isValid(String(bytes[$0])) },
            candidate: { start in
                guard IBAN.startsAt(start, in: bytes) else { return nil }
                return end(ofCandidateAt: start, in: bytes).map { RedactionMatch(start..<$0) }
            })
    }

    /// `A`–`Z` and `0`–`9`.
    private static func isCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIICapital || byte.isASCIIDigit
    }

    /// Whether nothing that would extend a candidate, an ASCII letter or digit, is at `position`.
    private static func ends(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        position == bytes.count || !bytes[position].isASCIIAlphanumeric
    }

    /// How many capitals and digits follow `position`, counted up to `limit`.
    private static func run(from position: Int, in bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> Int
    {
        var length = 0
        while length < limit, position + length < bytes.count, isCharacter(bytes[position + length]) {
            length += 1
        }
        return length
    }

    /// Where the candidate whose country code and check digits are at `start` ends, if one does.
    private static func end(ofCandidateAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let body = start + 4
        var groups = 0
        while groups < 7, body + 5 * groups + 5 <= bytes.count, bytes[body + 5 * groups] == UInt8(ascii: " "),
            run(from: body + 5 * groups + 1, in: bytes, upTo: 4) == 4
        {
            groups += 1
        }
        // Fewer groups are tried when what follows the last extends it.
        for count in stride(from: groups, through: 2, by: -1) {
            let groupsEnd = body + 5 * count
            if groupsEnd < bytes.count, bytes[groupsEnd] == UInt8(ascii: " ") {
                let last = run(from: groupsEnd + 1, in: bytes, upTo: 4)
                if (1...3).contains(last), ends(at: groupsEnd + 1 + last, in: bytes) {
                    return groupsEnd + 1 + last
                }
            }
            if ends(at: groupsEnd, in: bytes) { return groupsEnd }
        }
        let compact = run(from: body, in: bytes, upTo: 31)
        return (11...30).contains(compact) && ends(at: body + compact, in: bytes) ? body + compact : nil
    }
}
