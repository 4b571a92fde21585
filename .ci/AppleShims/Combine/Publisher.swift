// Publisher, Subscriber, Subscription, Cancellable, CustomCombineIdentifierConvertible,
// Subscribers — REFERENCE.md "Publisher, Subscriber, …", "Subscribers, …".
// CombineIdentifier is not in REFERENCE.md (NOT-IN-REFERENCE.md).

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public protocol Cancellable {
    func cancel()
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { fatalError() }
}

public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() { fatalError() }
    public init(_ obj: AnyObject) { fatalError() }
    public var description: String { fatalError() }
}

public enum Subscribers {}

extension Subscribers {
    @frozen public enum Completion<Failure> where Failure: Error {
        case finished
        case failure(Failure)
    }
}

extension Subscribers {
    @frozen public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        public static var unlimited: Subscribers.Demand { fatalError() }
        public static var none: Subscribers.Demand { fatalError() }
        public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
        public var description: String { fatalError() }
        public var max: Int? { fatalError() }
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { fatalError() }
    }
}

extension Subscribers.Completion: Sendable {}
extension Subscribers.Demand: Sendable {}
