// VStack, HStack, Spacer, Alignment, Edge, View.overlay, View.safeAreaInset, View.padding —
// REFERENCE.md "VStack, HStack, Spacer", "Alignment, …", "Edge, Edge.Set, …",
// "View.overlay(alignment:content:), View.safeAreaInset(…)", "View.font / … / padding / …".

@frozen public struct VStack<Content> where Content: View {
    @inlinable public nonisolated init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
}

extension VStack: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(*, unavailable)
extension VStack: Sendable {}

@frozen public struct HStack<Content> where Content: View {
    @inlinable public nonisolated init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
}

extension HStack: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(*, unavailable)
extension HStack: Sendable {}

@frozen public struct Spacer {
    public var minLength: CGFloat?
    @inlinable public nonisolated init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
}

extension Spacer: View {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}
extension Spacer: Sendable {}

@frozen public struct HorizontalAlignment: Equatable {
    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { fatalError() }
}

@frozen public struct VerticalAlignment: Equatable {
    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { fatalError() }
}

@frozen public struct Alignment: Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static func == (a: Alignment, b: Alignment) -> Bool { fatalError() }
}

extension HorizontalAlignment {
    public static var leading: HorizontalAlignment { fatalError() }
    public static var center: HorizontalAlignment { fatalError() }
    public static var trailing: HorizontalAlignment { fatalError() }
}

extension VerticalAlignment {
    public static var top: VerticalAlignment { fatalError() }
    public static var center: VerticalAlignment { fatalError() }
    public static var bottom: VerticalAlignment { fatalError() }
}

extension Alignment {
    public static var center: Alignment { fatalError() }
    public static var leading: Alignment { fatalError() }
    public static var trailing: Alignment { fatalError() }
    public static var top: Alignment { fatalError() }
    public static var bottom: Alignment { fatalError() }
}

@frozen public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
    @frozen public struct Set: OptionSet {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static var top: Edge.Set { fatalError() }
        public static var leading: Edge.Set { fatalError() }
        public static var bottom: Edge.Set { fatalError() }
        public static var trailing: Edge.Set { fatalError() }
        public static var all: Edge.Set { fatalError() }
        public static var horizontal: Edge.Set { fatalError() }
        public static var vertical: Edge.Set { fatalError() }
        public init(_ e: Edge) { fatalError() }
    }
}

extension Edge: Sendable {}

@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable {
    case leading
    case trailing
}

@frozen public enum VerticalEdge: Int8, CaseIterable, Codable {
    case top
    case bottom
}

extension View {
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { fatalError() }

    nonisolated public func safeAreaInset<V>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View where V: View { fatalError() }

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        fatalError()
    }

    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }
}
