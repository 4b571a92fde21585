import Testing

@testable import ErrorHandling

/// What every hand-written search of ``Redactor/default`` shares (``RedactionMatcher``): how
/// its matches are written into the text, and how the leftmost search walks it.
@Suite struct RedactionMatcherTests {
    /// Matches `key=` and the lowercase letters after it, keeping `key=`.
    static let keyValue = RedactionMatcher(replacement: "<v>") { bytes in
        RedactionMatcher.leftmost(in: bytes, startingWith: { $0 == UInt8(ascii: "k") }) { start in
            guard bytes.hasExactly("key=", at: start) else { return nil }
            var end = start + 4
            while end < bytes.count, bytes[end].isASCIILetter { end += 1 }
            return end > start + 4 ? RedactionMatch(start..<end, keeping: 4) : nil
        }
    }

    @Test(arguments: [
        ("key=abc", "key=<v>"),
        ("日本 key=abc と key=de 終わり", "日本 key=<v> と key=<v> 終わり"),
        ("key=a key=bb key=ccc", "key=<v> key=<v> key=<v>"),
        ("nothing here", "nothing here"),
        ("", ""),
    ])
    func everyMatchIsReplacedAndTheRestKeptByteForByte(text: String, expected: String) {
        #expect(Self.keyValue.apply(to: text) == expected)
    }

    @Test func aTextWhoseMatchesAlreadyReadAsTheReplacementComesBackAsItIs() {
        let placeholder = RedactionMatcher(replacement: "<v>") { bytes in
            RedactionMatcher.leftmost(in: bytes) { start in
                bytes.hasExactly("<v>", at: start) ? RedactionMatch(start..<(start + 3)) : nil
            }
        }
        #expect(placeholder.apply(to: "a <v> and <v>") == "a <v> and <v>")
        #expect(placeholder.matches(in: "a <v> and <v>").count == 2)
    }

    @Test func theLeftmostSearchTriesACandidateOnlyWhereItsFirstByteCanStartOne() {
        let text = "xx k yy k"
        var tried: [Int] = []
        var contiguous = text
        let matches = contiguous.withUTF8 { bytes in
            RedactionMatcher.leftmost(in: bytes, startingWith: { $0 == UInt8(ascii: "k") }) { start in
                tried.append(start)
                return nil
            }
        }
        #expect(matches.isEmpty)
        #expect(tried == [3, 8])
    }
}
