/// The expected values of the `Equatable`, not `Hashable`, `.type(value)` rules of one type,
/// compared with an error in one tight loop instead of one rule at a time.
protocol EqualValueScanning {
    /// How many values there are.
    var count: Int { get }
    /// The position of the rule of the value at `index`.
    func rulePosition(at index: Int) -> Int
    /// The index of the first value, from `start` on, that equals `error`; `count` when none does.
    func firstIndex(equalTo error: any Error, from start: Int) -> Int
}

/// The values of type `Value`, each with the position of its rule, in registration order.
struct EqualValues<Value: Equatable>: EqualValueScanning {
    private var values: [Value] = []
    private var positions: [Int] = []

    var count: Int { values.count }

    mutating func append(_ value: Value, at position: Int) {
        values.append(value)
        positions.append(position)
    }

    func rulePosition(at index: Int) -> Int {
        positions[index]
    }

    func firstIndex(equalTo error: any Error, from start: Int) -> Int {
        guard start < values.count, let target = error as? Value else { return values.count }
        return values.withUnsafeBufferPointer { values in
            var index = start
            while index < values.count, !(values[index] == target) {
                index += 1
            }
            return index
        }
    }
}
