// View.confirmationDialog (the 12 iOS 15+ overloads), Visibility —
// REFERENCE.md "View.confirmationDialog".

extension View {
    nonisolated public func confirmationDialog<A>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View { fatalError() }
    @_disfavoredOverload nonisolated public func confirmationDialog<S, A>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }
    nonisolated public func confirmationDialog<A>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View { fatalError() }
    nonisolated public func confirmationDialog<A, M>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { fatalError() }
    @_disfavoredOverload nonisolated public func confirmationDialog<S, A, M>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }
    nonisolated public func confirmationDialog<A, M>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { fatalError() }
    nonisolated public func confirmationDialog<A, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }
    @_disfavoredOverload nonisolated public func confirmationDialog<S, A, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }
    nonisolated public func confirmationDialog<A, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }
    nonisolated public func confirmationDialog<A, M, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }
    @_disfavoredOverload nonisolated public func confirmationDialog<S, A, M, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }
    nonisolated public func confirmationDialog<A, M, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }
}

@frozen public enum Visibility: Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
}
