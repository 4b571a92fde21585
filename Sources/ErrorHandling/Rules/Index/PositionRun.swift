/// The positions of one of a rule index's lists, read front to back.
struct PositionRun {
    /// The number of the list; -1 for none.
    private let list: Int32
    private var next: Int32 = 0

    /// No positions.
    init() {
        list = -1
    }

    /// The positions of the index's list number `list`.
    init(list: Int) {
        self.list = Int32(list)
    }

    /// The next position; `nil` when the run is over.
    func head(in index: RuleIndex) -> Int? {
        guard list >= 0 else { return nil }
        let positions = index.lists[Int(list)]
        return Int(next) < positions.count ? positions[Int(next)] : nil
    }

    /// Skips every position up to and including `position`.
    mutating func drop(through position: Int, in index: RuleIndex) {
        guard list >= 0 else { return }
        let positions = index.lists[Int(list)]
        while Int(next) < positions.count, positions[Int(next)] <= position {
            next += 1
        }
    }
}

/// The earlier of two positions, either of which may be missing.
func earliest(_ first: Int?, _ second: Int?) -> Int? {
    guard let first else { return second }
    guard let second else { return first }
    return min(first, second)
}
