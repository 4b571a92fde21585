/// The rules of one rule set that may match one error, in registration order, each once:
/// every rule in turn, or those the rule index yields.
///
/// It refers to the index's lists by number, so walking it retains and allocates nothing.
struct RuleCandidates {
    private let isScan: Bool
    private let scanCount: Int
    private var scanNext = 0
    private var runs = CandidateRuns()

    /// Every one of `count` rules, to be tried one by one.
    init(every count: Int) {
        isScan = true
        scanCount = count
    }

    /// The rules of `runs`.
    init(_ runs: CandidateRuns) {
        isScan = false
        scanCount = 0
        self.runs = runs
    }

    /// The position of the next rule to try; `nil` when none is left.
    /// - Parameters:
    ///   - index: The index the candidates were found in.
    ///   - facts: The facts of the error the actions receive.
    ///   - originalFacts: Those of the original error, when a translator turned it into that
    ///     error.
    mutating func next(
        in index: RuleIndex, facts: ErrorFacts, original originalFacts: ErrorFacts?
    ) -> Int? {
        guard isScan else {
            return runs.next(in: index, facts: facts, original: originalFacts)
        }
        guard scanNext < scanCount else { return nil }
        defer { scanNext += 1 }
        return scanNext
    }
}
