/// The rules of one rule set that may match one error, in registration order, each once:
/// every rule in turn, or those the rule index yields.
///
/// It refers to the index's lists by number, so walking it retains and allocates nothing.
struct RuleCandidates {
    private var isScan: Bool
    private var scanCount: Int
    private var scanNext = 0
    private var unindexed = PositionRun()
    private var translated = FactRuns()
    private var original = FactRuns()

    /// No rules.
    init() {
        self.init(every: 0)
    }

    /// Every one of `count` rules, to be tried one by one.
    init(every count: Int) {
        isScan = true
        scanCount = count
    }

    /// The rules the index files under the facts of the error and of the original error, and
    /// those it cannot file.
    init(translated: FactRuns, original: FactRuns) {
        isScan = false
        scanCount = 0
        unindexed = PositionRun(list: RuleIndex.unindexedList)
        self.translated = translated
        self.original = original
    }

    /// The position of the next rule to try; `nil` when none is left.
    /// - Parameters:
    ///   - index: The index the candidates were found in.
    ///   - error: The error the actions receive.
    ///   - originalError: The original error, when a translator turned it into `error`.
    mutating func next(in index: RuleIndex, error: any Error, originalError: (any Error)?) -> Int? {
        if isScan {
            guard scanNext < scanCount else { return nil }
            defer { scanNext += 1 }
            return scanNext
        }
        guard
            let position = earliest(
                unindexed.head(in: index), earliest(translated.head(in: index), original.head(in: index)))
        else {
            return nil
        }
        unindexed.drop(through: position, in: index)
        translated.drop(through: position, in: index, error: error)
        if let originalError {
            original.drop(through: position, in: index, error: originalError)
        }
        return position
    }
}
