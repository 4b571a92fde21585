/// The positions of the rules whose expected value equals one error, found as they are read.
struct EqualValueRun {
    private let values: (any EqualValueScanning)?
    private let error: (any Error)?
    /// The index of the next value equal to the error; `values.count` when none is left.
    private var next = 0

    /// No rules.
    init() {
        values = nil
        error = nil
    }

    /// The rules among `values` whose value equals `error`.
    init(_ values: any EqualValueScanning, equalTo error: any Error) {
        self.values = values
        self.error = error
        next = values.firstIndex(equalTo: error, from: 0)
    }

    /// The next position; `nil` when the run is over.
    var head: Int? {
        guard let values, next < values.count else { return nil }
        return values.rulePosition(at: next)
    }

    /// Skips every position up to and including `position`.
    mutating func drop(through position: Int) {
        guard let values, let error else { return }
        while next < values.count, values.rulePosition(at: next) <= position {
            next = values.firstIndex(equalTo: error, from: next + 1)
        }
    }
}
