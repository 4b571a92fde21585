/// The one value an `Equatable` `.type(value)` matcher accepts.
protocol ExpectedValue {
    /// The key of the value's type; `nil` for a class or a type that bridges to `NSError`.
    var typeKey: ErrorTypeKey? { get }
    /// The value's hash, when its type is `Hashable` and has a key.
    var valueHash: Int? { get }
    /// Whether `error` equals the value.
    func isEqual(to error: any Error) -> Bool
    /// `group` with this value added for the rule at `position`; a new group when `group` is
    /// `nil` (the first value of this type).
    func filed(at position: Int, into group: (any EqualValueScanning)?) -> any EqualValueScanning
}

/// An expected value of the `Equatable` type `Value`.
struct ExpectedEquatable<Value: Equatable>: ExpectedValue {
    let value: Value
    let typeKey: ErrorTypeKey?
    let valueHash: Int?

    init(_ value: Value, of error: any Error) {
        self.value = value
        var facts = ErrorFacts(error)
        typeKey = facts.typeKey
        valueHash = facts.valueHash
    }

    func isEqual(to error: any Error) -> Bool {
        isError(error, equalTo: value)
    }

    func filed(at position: Int, into group: (any EqualValueScanning)?) -> any EqualValueScanning {
        var values = group as? EqualValues<Value> ?? EqualValues()
        values.append(value, at: position)
        return values
    }
}

/// Compares without a dynamic cast when the candidate is exactly of the expected type (the
/// common case, and a cast from `any Error` is the slowest part of matching); casts otherwise,
/// which finds subclasses and bridged errors.
private func isError<Candidate: Error, Expected: Equatable>(
    _ candidate: Candidate,
    equalTo expected: Expected
) -> Bool {
    guard Candidate.self == Expected.self else {
        return isCastError(candidate, equalTo: expected)
    }
    return unsafeBitCast(candidate, to: Expected.self) == expected
}

// Kept out of line: its optional needs generic metadata that the fast path should not pay for.
@inline(never)
private func isCastError<Candidate: Error, Expected: Equatable>(
    _ candidate: Candidate,
    equalTo expected: Expected
) -> Bool {
    guard let cast = candidate as? Expected else { return false }
    return cast == expected
}
