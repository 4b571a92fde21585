/// The rules of one rule set that may match one error, in registration order, each once:
/// every rule in turn, or those the rule index yields.
///
/// It refers to the index's lists by number, so walking it retains and allocates nothing. A
/// cursor keeps one and refills it in place for each rule set, as its runs are too large to
/// copy for every one.
struct RuleCandidates {
    private var isScan = true
    private var scanCount = 0
    private var scanNext = 0
    private var runs = CandidateRuns()

    /// No rule.
    init() {}

    /// From now on, every one of `count` rules, to be tried one by one.
    mutating func tryEvery(_ count: Int) {
        isScan = true
        scanCount = count
        scanNext = 0
    }

    /// From now on, the rules of the runs `fill` adds.
    mutating func tryRuns(_ fill: (inout CandidateRuns) -> Void) {
        isScan = false
        runs.removeAll()
        fill(&runs)
    }

    /// The position of the next rule to try; `nil` when none is left.
    /// - Parameters:
    ///   - index: The index the candidates were found in.
    ///   - facts: The facts of the error the actions receive.
    ///   - originalFacts: Those of the original error, when a translator turned it into that
    ///     error.
    mutating func next(
        in index: RuleIndex, facts: inout ErrorFacts, original originalFacts: inout ErrorFacts?
    ) -> Int? {
        guard isScan else {
            return runs.next(in: index, facts: &facts, original: &originalFacts)
        }
        guard scanNext < scanCount else { return nil }
        defer { scanNext += 1 }
        return scanNext
    }
}
