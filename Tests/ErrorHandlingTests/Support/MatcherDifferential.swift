import Testing

@testable import ErrorHandling

/// Compares a rule's hand-written matcher with the regular expression it replaced, on many texts
/// made at random from fragments chosen to meet each branch of the pattern.
enum MatcherDifferential {
    /// A matcher, the rule with the pattern it replaced, and fragments for texts around it.
    struct Case {
        let matcher: RedactionMatcher
        let reference: RedactionRule
        let fragments: [[String]]

        /// A rule that runs the matcher on every text.
        var rule: RedactionRule { RedactionRule(matcher: matcher, trigger: .anyOf([""])) }
    }

    /// Expects the case's matcher to replace what its reference does in texts of its fragments.
    static func expectSameReplacements(
        _ testCase: Case, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSameReplacements(
            of: testCase.rule, as: testCase.reference, in: texts(from: testCase.fragments, seed: seed),
            sourceLocation: sourceLocation)
    }

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

    /// The most times longer `rules` may take on a text 8 times as long: linear is about 8.
    private static let linearTimeLimit = 30.0

    /// Expects `rules` to take linear time on `unit` repeated: how many times longer they take
    /// on it repeated to 64 KB than to 8 KB, the smallest of a few measurements, is below
    /// ``linearTimeLimit``.
    static func expectLinearTime(
        of rules: [RedactionRule], on unit: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let small = String(repeating: unit, count: 8_000 / unit.utf8.count)
        let large = String(repeating: unit, count: 64_000 / unit.utf8.count)
        let ratio = ThreadCPUTime.smallestRatio(below: linearTimeLimit) {
            let smallTime = ThreadCPUTime.fastest(of: 3) { for rule in rules { _ = rule.apply(to: small) } }
            let largeTime = ThreadCPUTime.fastest(of: 3) { for rule in rules { _ = rule.apply(to: large) } }
            return Double(largeTime) / Double(max(smallTime, 1))
        }
        #expect(ratio < linearTimeLimit, "\(ratio)", sourceLocation: sourceLocation)
    }

    /// Expects `secret`, placed in a text so that the 64 KiB cut falls in its middle, to leave
    /// no part of itself behind after `Redactor.default`.
    static func expectNotKeptInPartAcrossTheCut(
        _ text: String, secret: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let secretStart = text.utf8.firstRange(of: secret.utf8)?.lowerBound ?? text.startIndex
        let bytesBeforeTheLimit =
            text.utf8.distance(from: text.startIndex, to: secretStart) + secret.utf8.count / 2
        let filler = String(repeating: "/", count: Redactor.maximumTextBytes - bytesBeforeTheLimit)
        let redacted = Redactor.default.redact(filler + text + " and more")
        #expect(!redacted.contains(secret.prefix(secret.count / 2)), sourceLocation: sourceLocation)
        #expect(redacted.contains("…[truncated "), sourceLocation: sourceLocation)
    }
}
