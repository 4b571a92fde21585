// NavigationPath, NavigationStack — REFERENCE.md "NavigationPath, NavigationStack".
// NavigationLink, navigationDestination(for:destination:) and navigationTitle(_:) are not in
// REFERENCE.md (NOT-IN-REFERENCE.md).

public struct NavigationPath {
    public var count: Int { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public init() { fatalError() }
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable { fatalError() }
    public mutating func append<V>(_ value: V) where V: Hashable { fatalError() }
    public mutating func removeLast(_ k: Int = 1) { fatalError() }
}

@available(*, unavailable)
extension NavigationPath: Sendable {}

extension NavigationPath: Equatable {
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

// Main-actor isolated, as in the iOS 26 SDK, the oldest one that builds this package
// (NOT-IN-REFERENCE.md): only the documentation of the SDKs after it shows `nonisolated`.
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        fatalError()
    }
    @MainActor @preconcurrency public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath { fatalError() }
    @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        fatalError()
    }
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

extension NavigationLink where Destination == Never {
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable { fatalError() }
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {
        fatalError()
    }
    @_disfavoredOverload nonisolated public init<S, P>(_ title: S, value: P?)
    where Label == Text, S: StringProtocol, P: Hashable { fatalError() }
}

extension View {
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View { fatalError() }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View
    where S: StringProtocol { fatalError() }
}
