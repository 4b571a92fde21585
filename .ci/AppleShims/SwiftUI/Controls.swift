// ForEach, List, Form, TextField, SecureField, ProgressView — not in REFERENCE.md
// (NOT-IN-REFERENCE.md gives the documentation pages of these declarations).

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

@available(*, unavailable)
extension ForEach: Sendable {}

extension ForEach: View where Content: View {
    public typealias Body = Never
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

extension ForEach where Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { fatalError() }
}

public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension List: Sendable {}

extension List {
    nonisolated public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { fatalError() }
}

public struct Form<Content>: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension Form: Sendable {}

public struct TextField<Label>: View where Label: View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension TextField: Sendable {}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        fatalError()
    }
}

public struct SecureField<Label>: View where Label: View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension SecureField: Sendable {}

extension SecureField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        fatalError()
    }
}

public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension ProgressView: Sendable {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() { fatalError() }
}
