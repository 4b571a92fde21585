/// The rules of one rule set that may match one error, in registration order, each once:
/// every rule in turn, or those the rule index yields.
///
/// It refers to the index's lists by number, so walking it retains and allocates nothing.
struct RuleCandidates {
    private let isScan: Bool
    private let scanCount: Int
    private var scanNext = 0
    private var runs = CandidateRuns()

    /// No rules.
    init() {
        self.init(every: 0)
    }

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
    ///   - error: The error the actions receive.
    ///   - originalError: The original error, when a translator turned it into `error`.
    mutating func next(in index: RuleIndex, error: any Error, originalError: (any Error)?) -> Int? {
        guard isScan else {
            return runs.next(in: index, error: error, originalError: originalError)
        }
        guard scanNext < scanCount else { return nil }
        defer { scanNext += 1 }
        return scanNext
    }
}
