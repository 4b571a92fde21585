// State, Binding, Bindable — REFERENCE.md "State", "Binding", "Bindable", with the current SDK's
// `Binding` (NOT-IN-REFERENCE.md): `@isolated(any) @Sendable` accessor closures, and `Sendable`
// when its value is.

@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(wrappedValue thunk: @autoclosure @escaping () -> Value)
    where Value: AnyObject, Value: Observation.Observable { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(*, unavailable)
extension State: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var transaction: Transaction {
        get { fatalError() }
        set { fatalError() }
    }
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) { fatalError() }
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding: Sendable where Value: Sendable {}

// Not in REFERENCE.md (NOT-IN-REFERENCE.md): the type of `Binding.transaction`, members left out.
public struct Transaction {
    public init() {}
}

@available(*, unavailable)
extension Transaction: Sendable {}

@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { fatalError() }
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError() }
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

extension Bindable where Value: AnyObject {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Bindable where Value: AnyObject, Value: Observation.Observable {
    public init(wrappedValue: Value) { fatalError() }
    public init(_ wrappedValue: Value) { fatalError() }
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

extension Bindable: Sendable where Value: Sendable {}
