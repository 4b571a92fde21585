// View.onChange, View.task, View.onAppear, View.onDisappear — REFERENCE.md "View.onChange",
// "View.task, View.onAppear, View.onDisappear".

extension View {
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
    where V: Equatable { fatalError() }

    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable { fatalError() }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View where V: Equatable
    { fatalError() }
}

// The current SDK's `task` forms (NOT-IN-REFERENCE.md): a `sending @isolated(any)` action instead
// of a `@Sendable` one, and a task name. The documentation pages leave out underscored attributes;
// `@_inheritActorContext` is kept from the iOS 17 interface (REFERENCE.md).
extension View {
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { fatalError() }

    nonisolated public func task<T>(
        id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
        line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable { fatalError() }
}

extension View {
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
}
