/// The rules of one rule set that may match one error, in registration order, each once.
///
/// Allocation-free: it only walks arrays the rule index already holds.
struct RuleCandidates {
    private var unindexed: PositionRun
    private var translated: FactRuns
    private var original: FactRuns

    /// No rules.
    init() {
        self.init(unindexed: PositionRun(), translated: FactRuns(), original: FactRuns())
    }

    /// Every one of `count` rules, to be tried one by one.
    init(every count: Int) {
        self.init(unindexed: PositionRun(every: count), translated: FactRuns(), original: FactRuns())
    }

    /// The rules the index files under the facts of the error and of the original error, and
    /// those it cannot file.
    init(unindexed: PositionRun, translated: FactRuns, original: FactRuns) {
        self.unindexed = unindexed
        self.translated = translated
        self.original = original
    }

    /// The position of the next rule to try; `nil` when none is left.
    mutating func next() -> Int? {
        guard let position = earliest(unindexed.head, earliest(translated.head, original.head)) else {
            return nil
        }
        unindexed.drop(through: position)
        translated.drop(through: position)
        original.drop(through: position)
        return position
    }
}
