// View.transition, View.animation(_:value:), Animation, AnyTransition, Color, Font,
// ShapeStyle, HierarchicalShapeStyle, View.font / foregroundStyle / background(_:) —
// REFERENCE.md sections of the same names. Shapes (`RoundedRectangle`, `clipShape`,
// `background(_:in:)`) are not declared yet.

extension View {
    @_disfavoredOverload nonisolated public func transition(_ t: AnyTransition) -> some View { fatalError() }
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        fatalError()
    }
}

@frozen public struct Animation: Equatable, Sendable {
    public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}

extension Animation {
    public static var `default`: Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static var easeInOut: Animation { fatalError() }
}

@frozen public struct AnyTransition {}

@available(*, unavailable)
extension AnyTransition: Sendable {}

extension AnyTransition {
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static var opacity: AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
}

public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

// Not in REFERENCE.md (NOT-IN-REFERENCE.md): the SDK's `Never: ShapeStyle`, the default
// `Resolved` of the protocol above.
extension Never: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    public static func == (lhs: Color, rhs: Color) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var description: String { fatalError() }
}

extension Color: View {
    public typealias Body = Never
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension Color: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

extension Color {
    public static var red: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var clear: Color { fatalError() }
    public static var primary: Color { fatalError() }
    public static var secondary: Color { fatalError() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { fatalError() }
}

@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

@frozen public struct Font: Hashable, Sendable {
    public static func == (lhs: Font, rhs: Font) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

extension Font {
    public static var largeTitle: Font { fatalError() }
    public static var title: Font { fatalError() }
    public static var headline: Font { fatalError() }
    public static var subheadline: Font { fatalError() }
    public static var body: Font { fatalError() }
    public static var callout: Font { fatalError() }
    public static var footnote: Font { fatalError() }
    public static var caption: Font { fatalError() }
}

extension View {
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { fatalError() }
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { fatalError() }
}
