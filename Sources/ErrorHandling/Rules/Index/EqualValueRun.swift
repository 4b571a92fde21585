/// The positions of the rules whose expected value equals one error, found as they are read.
struct EqualValueRun {
    /// The number of the index's group of values; -1 for none.
    private let group: Int32
    /// The index of the next value equal to the error; past the end when none is left.
    private var next = 0
    /// The position of the rule of the value at `next`.
    private(set) var head: Int?

    /// No rules.
    init() {
        group = -1
    }

    /// The rules of the index's group number `group` whose value equals `error`.
    init(group: Int, in index: RuleIndex, equalTo error: any Error) {
        self.group = Int32(group)
        seek(from: 0, in: index, equalTo: error)
    }

    /// Skips every position up to and including `position`.
    mutating func drop(through position: Int, in index: RuleIndex, equalTo error: any Error) {
        while let head, head <= position {
            seek(from: next + 1, in: index, equalTo: error)
        }
    }

    private mutating func seek(from start: Int, in index: RuleIndex, equalTo error: any Error) {
        let values = index.equalGroups[Int(group)]
        next = values.firstIndex(equalTo: error, from: start)
        head = next < values.count ? values.rulePosition(at: next) : nil
    }
}
