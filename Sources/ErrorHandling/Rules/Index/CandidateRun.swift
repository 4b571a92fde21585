/// One ascending source of rule positions the index yields for an error, with its next
/// position read ahead.
struct CandidateRun {
    enum Source {
        /// One of the index's lists of positions.
        case list(Int32)
        /// The rules of one of the index's groups of `Equatable` values whose value equals the
        /// error, or the original error.
        case equalValues(group: Int32, ofOriginal: Bool)
    }

    /// A head past every position: the run is over.
    static let end = Int32.max

    let source: Source
    /// For a list, the index of the head in it; for a group, the index of the head's value.
    private var next: Int32 = 0
    /// The next position; ``end`` when the run is over.
    private(set) var head = CandidateRun.end

    /// A run that is over.
    init() {
        source = .list(-1)
    }

    /// The run of the index's list number `list`.
    init(list: Int, in index: RuleIndex) {
        source = .list(Int32(list))
        let positions = index.lists[list]
        head = positions.isEmpty ? Self.end : Int32(positions[0])
    }

    /// The run of the rules of the index's group number `group` whose value equals `error`.
    init(group: Int, ofOriginal: Bool, in index: RuleIndex, equalTo error: any Error) {
        source = .equalValues(group: Int32(group), ofOriginal: ofOriginal)
        seek(from: 0, in: index.equalGroups[group], equalTo: error)
    }

    /// Moves past the head, and past any later entry with the same position (a rule can
    /// expect two values of one type); a run of equal values compares the error of `facts`, or
    /// of `originalFacts`, with the values after it.
    mutating func advance(
        in index: RuleIndex, facts: inout ErrorFacts, original originalFacts: inout ErrorFacts?
    ) {
        let passed = head
        while head != Self.end, head <= passed {
            switch source {
            case .list(let list):
                next += 1
                let positions = index.lists[Int(list)]
                head = Int(next) < positions.count ? Int32(positions[Int(next)]) : Self.end
            case .equalValues(let group, let ofOriginal):
                guard let compared = ofOriginal ? originalFacts?.error : facts.error else {
                    head = Self.end
                    return
                }
                seek(from: Int(next) + 1, in: index.equalGroups[Int(group)], equalTo: compared)
            }
        }
    }

    private mutating func seek(from start: Int, in values: any EqualValueScanning, equalTo error: any Error) {
        let found = values.firstIndex(equalTo: error, from: start)
        next = Int32(found)
        head = found < values.count ? Int32(values.rulePosition(at: found)) : Self.end
    }
}
