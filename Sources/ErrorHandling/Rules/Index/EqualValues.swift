/// The expected values of the `Equatable`, not `Hashable`, `.type(value)` rules of one type,
/// compared with an error in one tight loop instead of one rule at a time.
protocol EqualValueScanning: AnyObject {
    /// How many values there are.
    var count: Int { get }
    /// The position of the rule of the value at `index`.
    func rulePosition(at index: Int) -> Int
    /// The index of the first value, from `start` on, that equals `error`; `count` when none does.
    func firstIndex(equalTo error: any Error, from start: Int) -> Int
}

/// The values of type `Value`, each with the position of its rule, in registration order.
///
/// A class, so that a rule walk holds one reference. Rule sets copied out of a handler's lock
/// share it, so it is changed in place only while one index holds it (see
/// ``ExpectedValue/file(at:into:)``); otherwise adding a value makes a new one.
final class EqualValues<Value: Equatable>: EqualValueScanning {
    private var values: [Value]
    private var positions: [Int]
    /// The search compiled for `Value` where a rule was written with it; `nil` when every value
    /// came through `any Error`.
    private var search: EqualValueSearch<Value>?

    init(values: [Value] = [], positions: [Int] = [], search: EqualValueSearch<Value>? = nil) {
        self.values = values
        self.positions = positions
        self.search = search
    }

    var count: Int { values.count }

    /// These values and `value`, for the rule at `position`, in a new group; searched with
    /// `search` when these have no search of their own.
    func adding(_ value: Value, at position: Int, search: EqualValueSearch<Value>?) -> EqualValues {
        EqualValues(
            values: values + [value], positions: positions + [position], search: self.search ?? search)
    }

    /// Adds `value` for the rule at `position` to these values, which no other index may hold.
    func append(_ value: Value, at position: Int, search: EqualValueSearch<Value>?) {
        values.append(value)
        positions.append(position)
        self.search = self.search ?? search
    }

    func rulePosition(at index: Int) -> Int {
        positions[index]
    }

    func firstIndex(equalTo error: any Error, from start: Int) -> Int {
        guard start < values.count, let target = error as? Value else { return values.count }
        return values.withUnsafeBufferPointer { values in
            guard let search else {
                return ErrorHandling.firstIndex(of: target, in: values, from: start)
            }
            return search.run(target, values, start)
        }
    }
}
