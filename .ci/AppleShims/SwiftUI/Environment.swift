// Environment, EnvironmentKey, EnvironmentValues, View.environment, DismissAction — REFERENCE.md "Environment, EnvironmentKey, EnvironmentValues",
// "View.environment", "DismissAction, OpenURLAction" (DismissAction only, main-actor isolated as in the
// current SDK: NOT-IN-REFERENCE.md), "EnvironmentValues — accessibility values".
// `@Entry` is a macro with a compiler plug-in and is not declared (NOT-IN-REFERENCE.md).

@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    @inlinable public var wrappedValue: Value { fatalError() }
}

@available(*, unavailable)
extension Environment: Sendable {}

extension Environment {
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observation.Observable { fatalError() }
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observation.Observable {
        fatalError()
    }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError() }
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set { fatalError() }
    }
    public var description: String { fatalError() }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

extension EnvironmentValues {
    public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observation.Observable {
        get { fatalError() }
        set { fatalError() }
    }
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    { fatalError() }

    nonisolated public func environment<T>(_ object: T?) -> some View
    where T: AnyObject, T: Observation.Observable { fatalError() }
}

@MainActor @preconcurrency public struct DismissAction {
    @MainActor @preconcurrency public func callAsFunction() { fatalError() }
}

@available(*, unavailable)
extension DismissAction: Sendable {}

extension EnvironmentValues {
    public var dismiss: DismissAction { fatalError() }
    public var isPresented: Bool { fatalError() }
}

extension EnvironmentValues {
    public var accessibilityEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var accessibilityReduceMotion: Bool { fatalError() }
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
    public var accessibilitySwitchControlEnabled: Bool { fatalError() }
}
