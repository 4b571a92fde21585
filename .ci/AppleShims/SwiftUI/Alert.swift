// View.alert (the 14 iOS 15+ overloads) — REFERENCE.md "View.alert".

extension View {
    nonisolated public func alert<A>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View { fatalError() }
    @_disfavoredOverload nonisolated public func alert<S, A>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }
    nonisolated public func alert<A>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View { fatalError() }
    nonisolated public func alert<A, M>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { fatalError() }
    @_disfavoredOverload nonisolated public func alert<S, A, M>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }
    nonisolated public func alert<A, M>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { fatalError() }
    nonisolated public func alert<A, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }
    @_disfavoredOverload nonisolated public func alert<S, A, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }
    nonisolated public func alert<A, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }
    nonisolated public func alert<A, M, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }
    @_disfavoredOverload nonisolated public func alert<S, A, M, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }
    nonisolated public func alert<A, M, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }
    nonisolated public func alert<E, A>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View where E: LocalizedError, A: View { fatalError() }
    nonisolated public func alert<E, A, M>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
        @ViewBuilder message: (E) -> M
    ) -> some View where E: LocalizedError, A: View, M: View { fatalError() }
}
