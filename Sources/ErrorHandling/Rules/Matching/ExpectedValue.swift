/// The one value an `Equatable` `.type(value)` matcher accepts.
///
/// A class, so that trying a rule copies one reference rather than the whole value.
protocol ExpectedValue: AnyObject {
    /// The key of the value's type; `nil` for a class or a type that bridges to `NSError`.
    var typeKey: ErrorTypeKey? { get }
    /// The value's hash, when its type is `Hashable` and has a key.
    var valueHash: Int? { get }
    /// Whether `error` is of the value's type, or casts to it.
    func isOfValueType(_ error: any Error) -> Bool
    /// Whether `error` equals the value.
    func isEqual(to error: any Error) -> Bool
    /// The hash of `error`, which must be of the value's type, as ``valueHash`` is worked out;
    /// `nil` when the type is not `Hashable` or `error` is of another type.
    func hashOfError(_ error: any Error) -> Int?
    /// A new group of values of this type, with this value for the rule at `position`.
    func newGroup(at position: Int) -> any EqualValueScanning
    /// Adds this value to `group` for the rule at `position`: in place when nothing else holds
    /// the group, otherwise into a copy, so that an index copied before keeps what it had.
    func file(at position: Int, into group: inout any EqualValueScanning)
}

/// An expected value of the `Equatable` type `Value`; when `Value` is also `Hashable`, with the
/// value's hash and the way to hash an error of its type.
final class ExpectedEquatable<Value: Equatable>: ExpectedValue {
    let value: Value
    let typeKey: ErrorTypeKey?
    let valueHash: Int?
    private let hash: ((Value) -> Int)?
    /// The search compiled for `Value` where the rule was written with it; `nil` through `any Error`.
    let search: EqualValueSearch<Value>?

    /// A value whose type is only `Equatable`; its group of values is searched with `search`
    /// when one is given.
    convenience init(_ value: Value, of error: any Error, search: EqualValueSearch<Value>? = nil) {
        self.init(value, typeKey: ErrorTypeKey(of: error), hash: nil, search: search)
    }

    private init(
        _ value: Value, typeKey: ErrorTypeKey?, hash: ((Value) -> Int)?, search: EqualValueSearch<Value>?
    ) {
        let hash = typeKey == nil ? nil : hash
        self.value = value
        self.typeKey = typeKey
        self.hash = hash
        self.search = search
        valueHash = hash?(value)
    }

    func isOfValueType(_ error: any Error) -> Bool {
        error is Value
    }

    func isEqual(to error: any Error) -> Bool {
        error.applying({ $0 == value }, asA: Value.self) ?? false
    }

    func hashOfError(_ error: any Error) -> Int? {
        guard let hash else { return nil }
        return error.applying(hash, asA: Value.self)
    }

    func newGroup(at position: Int) -> any EqualValueScanning {
        EqualValues(values: [value], positions: [position], search: search)
    }

    func file(at position: Int, into group: inout any EqualValueScanning) {
        let isUnique = isKnownUniquelyReferenced(&group)
        guard let values = group as? EqualValues<Value> else {
            group = newGroup(at: position)
            return
        }
        if isUnique {
            values.append(value, at: position, search: search)
        } else {
            group = values.adding(value, at: position, search: search)
        }
    }
}

extension ExpectedEquatable where Value: Hashable {
    /// A value whose type is `Hashable`: found by its hash.
    convenience init(hashable value: Value, of error: any Error) {
        self.init(value, typeKey: ErrorTypeKey(of: error), hash: { $0.hashValue }, search: nil)
    }
}
