/// The runs the index yields for one error and its original, held inline: a rule walk stores
/// them without allocating, and merges only the runs that have positions.
struct CandidateRuns {
    /// The most runs one rule set can yield: the unindexed rules, and for each of the two errors
    /// its code, domain, code in domain, type (or every typed rule), hashed value and `Equatable`
    /// values.
    static let capacity = 13

    private typealias Storage = (
        CandidateRun, CandidateRun, CandidateRun, CandidateRun, CandidateRun, CandidateRun, CandidateRun,
        CandidateRun, CandidateRun, CandidateRun, CandidateRun, CandidateRun, CandidateRun
    )

    private var storage: Storage
    private(set) var count = 0

    init() {
        let none = CandidateRun()
        storage = (none, none, none, none, none, none, none, none, none, none, none, none, none)
    }

    /// Forgets every run; the storage past ``count`` is never read, so it is left as it is.
    mutating func removeAll() {
        count = 0
    }

    /// Adds `run` when it has any position.
    mutating func append(_ run: CandidateRun) {
        guard run.head != CandidateRun.end, count < Self.capacity else { return }
        let position = count
        withRuns { $0[position] = run }
        count += 1
    }

    /// The earliest position of all runs, after moving every run past it; `nil` when every run
    /// is over.
    mutating func next(
        in index: RuleIndex, facts: inout ErrorFacts, original originalFacts: inout ErrorFacts?
    ) -> Int? {
        let count = count
        return withRuns { runs in
            var earliest = CandidateRun.end
            for position in 0..<count where runs[position].head < earliest {
                earliest = runs[position].head
            }
            guard earliest != CandidateRun.end else { return nil }
            for position in 0..<count where runs[position].head == earliest {
                runs[position].advance(in: index, facts: &facts, original: &originalFacts)
            }
            return Int(earliest)
        }
    }

    private mutating func withRuns<Result>(_ body: (UnsafeMutableBufferPointer<CandidateRun>) -> Result)
        -> Result
    {
        // A tuple of one type is laid out as an array of it.
        withUnsafeMutablePointer(to: &storage) { tuple in
            tuple.withMemoryRebound(to: CandidateRun.self, capacity: Self.capacity) { first in
                body(UnsafeMutableBufferPointer(start: first, count: Self.capacity))
            }
        }
    }
}
