// View, ViewModifier, ModifiedContent — REFERENCE.md "View", "ViewModifier", "ModifiedContent",
// with the main-actor isolation of the current SDKs (REFERENCE.md "What changed", rows 2 and 3):
// the protocols are `@MainActor @preconcurrency`; modifiers and initializers are `nonisolated`.
//
// The SDK declares `Body = Never` on its primitive views and keeps their `body` witness out of
// the interface; it has no `extension View where Body == Never`, only the `ViewModifier` one
// below. So each shim primitive declares its own `body` (`@MainActor @preconcurrency`, like the
// requirement it witnesses), and an app view that says `Body = Never` without a `body` is
// rejected here as in Xcode (misuse `view-body-never-without-body.swift`).

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Self.Body == Never {
    public nonisolated func body(content: Self.Content) -> Self.Body { fatalError() }
}

public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    public typealias Body = Never
}
extension _ViewModifier_Content: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}
@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

@frozen public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
@available(*, unavailable)
extension ModifiedContent: Sendable {}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

@frozen public struct EmptyView {
    @inlinable public nonisolated init() {}
    public typealias Body = Never
}

@frozen public struct TupleView<T> {
    public var value: T
    @inlinable public nonisolated init(_ value: T) { self.value = value }
    public typealias Body = Never
}

@frozen public struct AnyView {
    public nonisolated init<V>(_ view: V) where V: View { fatalError() }
    public nonisolated init<V>(erasing view: V) where V: View { fatalError() }
    public nonisolated init?(_fromValue value: Any) { fatalError() }
    public typealias Body = Never
}

extension EmptyView: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}
extension TupleView: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}
extension AnyView: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline
    @frozen internal enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline
    internal let storage: Storage
}
@available(*, unavailable)
extension _ConditionalContent: Sendable {}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    @MainActor @preconcurrency public var body: Never { fatalError() }
    @usableFromInline
    internal nonisolated init(storage: Storage) { self.storage = storage }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

public protocol DynamicProperty {
    mutating func update()
}

// Not in REFERENCE.md (NOT-IN-REFERENCE.md): the default `update()` every SDK property wrapper uses.
extension DynamicProperty {
    public mutating func update() {}
}
