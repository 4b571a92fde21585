/// Rule positions in ascending order, read front to back.
struct PositionRun {
    private enum Source {
        case list([Int])
        case every(below: Int)
    }

    private let source: Source
    private var next = 0

    /// The positions in `list`, which must be ascending.
    init(_ list: [Int] = []) {
        source = .list(list)
    }

    /// Every position from 0 to `count - 1`.
    init(every count: Int) {
        source = .every(below: count)
    }

    /// The next position; `nil` when the run is over.
    var head: Int? {
        switch source {
        case .list(let positions):
            next < positions.count ? positions[next] : nil
        case .every(let count):
            next < count ? next : nil
        }
    }

    /// Skips every position up to and including `position`.
    mutating func drop(through position: Int) {
        switch source {
        case .list(let positions):
            while next < positions.count, positions[next] <= position {
                next += 1
            }
        case .every:
            next = max(next, position + 1)
        }
    }
}

/// The earlier of two positions, either of which may be missing.
func earliest(_ first: Int?, _ second: Int?) -> Int? {
    guard let first else { return second }
    guard let second else { return first }
    return min(first, second)
}
