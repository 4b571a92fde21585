import Testing

@testable import ErrorHandling

/// Compares a rule's hand-written matcher with the regular expression it replaced, on many texts
/// made at random from fragments chosen to meet each branch of the pattern.
enum MatcherDifferential {
    /// `count` texts, the same for the same `seed`: each 1 to 6 runs of one fragment of each
    /// group in turn (a key, a separator, a value…).
    static func texts(from groups: [[String]], count: Int = 4_000, seed: UInt64 = 27) -> [String] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                groups.map { $0.randomElement(using: &generator) ?? "" }.joined()
            }.joined()
        }
    }

    /// Expects `rule` to replace in each of `texts` exactly what `reference` replaces; reports
    /// the first few that differ.
    static func expectSameReplacements(
        of rule: RedactionRule, as reference: RedactionRule, in texts: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var differences = 0
        var replaced = 0
        for text in texts {
            let expected = reference.apply(to: text)
            if expected != text { replaced += 1 }
            let actual = rule.apply(to: text)
            guard actual != expected else { continue }
            differences += 1
            if differences <= 5 {
                Issue.record(
                    "\(text.debugDescription): \(actual.debugDescription), not \(expected.debugDescription)",
                    sourceLocation: sourceLocation)
            }
        }
        // Texts the reference changes at all, so the comparison reaches the pattern's branches.
        #expect(
            replaced >= texts.count / 20, "\(replaced) of \(texts.count) replaced",
            sourceLocation: sourceLocation)
        #expect(
            differences == 0, "\(differences) of \(texts.count) texts differ", sourceLocation: sourceLocation)
    }
}
