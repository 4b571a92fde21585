// AnyCancellable, AnyPublisher, Empty, Just, Fail, Publishers.Catch, Publishers.MapError and
// the operators catch / mapError / eraseToAnyPublisher / sink — REFERENCE.md sections of the
// same names. `receive(on:)` and Scheduler are not declared: nothing uses them yet.

final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public init<C>(_ canceller: C) where C: Cancellable { fatalError() }
    final public func cancel() { fatalError() }
    final public func hash(into hasher: inout Hasher) { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
}

extension AnyCancellable {
    final public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable { fatalError() }
    final public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

@frozen public struct AnyPublisher<Output, Failure>: CustomStringConvertible, CustomPlaygroundDisplayConvertible
where Failure: Error {
    public var description: String { fatalError() }
    public var playgroundDescription: Any { fatalError() }
    @inlinable public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        fatalError()
    }
}

extension AnyPublisher: Publisher {
    @inlinable public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        fatalError()
    }
}

public struct Empty<Output, Failure>: Publisher, Equatable where Failure: Error {
    public init(completeImmediately: Bool = true) { fatalError() }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        fatalError()
    }
    public let completeImmediately: Bool
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        fatalError()
    }
    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool { fatalError() }
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { fatalError() }
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {
        fatalError()
    }
}

public struct Fail<Output, Failure>: Publisher where Failure: Error {
    public init(error: Failure) { fatalError() }
    public init(outputType: Output.Type, failure: Failure) { fatalError() }
    public let error: Failure
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        fatalError()
    }
}

public enum Publishers {}

extension Publishers {
    public struct Catch<Upstream, NewPublisher>: Publisher
    where Upstream: Publisher, NewPublisher: Publisher, Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) { fatalError() }
        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input { fatalError() }
    }
}

extension Publishers {
    public struct MapError<Upstream, Failure>: Publisher where Upstream: Publisher, Failure: Error {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) { fatalError() }
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) { fatalError() }
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            fatalError()
        }
    }
}

extension Publisher {
    public func `catch`<P>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P>
    where P: Publisher, Self.Output == P.Output { fatalError() }

    public func mapError<E>(_ transform: @escaping (Self.Failure) -> E) -> Publishers.MapError<Self, E>
    where E: Error { fatalError() }

    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> { fatalError() }

    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable { fatalError() }
}

extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable { fatalError() }

    public func assign(to published: inout Published<Self.Output>.Publisher) { fatalError() }
}
