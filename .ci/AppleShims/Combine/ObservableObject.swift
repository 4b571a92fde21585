// ObservableObject, ObservableObjectPublisher, @Published — REFERENCE.md "ObservableObject,
// ObservableObjectPublisher, @Published" (declared in Combine, not SwiftUI).

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() { fatalError() }
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == () {
        fatalError()
    }
    final public func send() { fatalError() }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }
    public static subscript<EnclosingSelf>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf: AnyObject {
        get { fatalError() }
        set { fatalError() }
    }
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            fatalError()
        }
    }
    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }
}
