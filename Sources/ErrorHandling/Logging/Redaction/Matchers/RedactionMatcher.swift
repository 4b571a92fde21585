/// One place a ``RedactionMatcher`` replaces: a range of a text's UTF-8 bytes, of which the
/// first `kept` are written as they are (a key and its `=`), the rest replaced.
struct RedactionMatch: Equatable {
    let range: Range<Int>
    let kept: Int

    init(_ range: Range<Int>, keeping kept: Int = 0) {
        self.range = range
        self.kept = kept
    }
}

/// A rule's search written by hand over a text's UTF-8 bytes: it finds exactly what the rule's
/// regular expression would, leftmost first and without overlaps, in time linear in the text,
/// and looks only where a byte of the rule's shape is.
struct RedactionMatcher: Sendable {
    /// What follows the kept bytes of each match, in place of the rest.
    let replacement: String
    /// The matches in a text, in order.
    let find: @Sendable (_ bytes: UnsafeBufferPointer<UInt8>) -> [RedactionMatch]

    /// The matches in `text`.
    func matches(in text: String) -> [RedactionMatch] {
        var text = text
        return text.withUTF8(find)
    }

    /// `text` with every match replaced, written once; `text` itself when nothing matches or
    /// every match already reads as its replacement (a placeholder found again on a later pass).
    func apply(to text: String) -> String {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            let matches = find(bytes)
            var replacement = replacement
            return replacement.withUTF8 { replacement in
                let changes = matches.contains {
                    !bytes[($0.range.lowerBound + $0.kept)..<$0.range.upperBound].elementsEqual(replacement)
                }
                guard changes else { return text }
                let removed = matches.reduce(0) { $0 + $1.range.count - $1.kept }
                let length = bytes.count - removed + matches.count * replacement.count
                return String(unsafeUninitializedCapacity: length) { output in
                    var written = 0
                    func write(_ part: UnsafeBufferPointer<UInt8>.SubSequence) {
                        let rest = UnsafeMutableBufferPointer(rebasing: output[written...])
                        written += rest.initialize(from: part).1
                    }
                    var copiedUpTo = 0
                    for match in matches {
                        write(bytes[copiedUpTo..<(match.range.lowerBound + match.kept)])
                        write(replacement[...])
                        copiedUpTo = match.range.upperBound
                    }
                    write(bytes[copiedUpTo...])
                    return written
                }
            }
        }
    }
}

extension RedactionMatcher {
    /// The matches `candidate` finds, from the left: it is tried at each byte that `starts`
    /// accepts, and after a match at the byte where that ends. A match `accepting` refuses is
    /// kept, and the search goes on after it too. Inlined, so that a byte no match starts with
    /// costs a comparison, not a call.
    @inline(__always)
    static func leftmost(
        in bytes: UnsafeBufferPointer<UInt8>, startingWith starts: (UInt8) -> Bool = { _ in true },
        accepting: (Range<Int>) -> Bool = { _ in true }, candidate: (_ start: Int) -> RedactionMatch?
    ) -> [RedactionMatch] {
        var matches: [RedactionMatch] = []
        var position = 0
        while position < bytes.count {
            guard starts(bytes[position]), let match = candidate(position) else {
                position += 1
                continue
            }
            if accepting(match.range) { matches.append(match) }
            position = match.range.upperBound
        }
        return matches
    }
}
