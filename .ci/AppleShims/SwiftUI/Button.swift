// Button, ButtonRole — REFERENCE.md "Button, ButtonRole", with the current SDK's `@MainActor`
// action closures and `@preconcurrency` initializers (REFERENCE.md "What changed", row 4).
// ButtonRole's `.confirm` and `.close` need iOS 26 and are left out (row 5).

public struct Button<Label>: View where Label: View {
    @preconcurrency nonisolated public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) { fatalError() }
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension Button: Sendable {}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        fatalError()
    }
    @_disfavoredOverload @preconcurrency nonisolated public init<S>(
        _ title: S, action: @escaping @MainActor () -> Void
    ) where S: StringProtocol { fatalError() }
}

extension Button {
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) { fatalError() }
    @_disfavoredOverload @preconcurrency nonisolated public init<S>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) where S: StringProtocol { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
    public static var destructive: ButtonRole { fatalError() }
    public static var cancel: ButtonRole { fatalError() }
    public static func == (a: ButtonRole, b: ButtonRole) -> Bool { fatalError() }
}
