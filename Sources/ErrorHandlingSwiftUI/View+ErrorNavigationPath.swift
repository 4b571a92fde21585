#if canImport(SwiftUI)
    import ErrorHandling
    public import SwiftUI

    extension View {
        /// Lets the center's ``/ErrorHandling/ErrorAction/navigateBack(buttonTitle:)`` go back in this
        /// navigation stack while it is on screen.
        ///
        /// Apply it inside the `NavigationStack`, below ``errorHandling(_:)``. While it is on
        /// screen it is the center's ``/ErrorHandling/ErrorCenter/navigateBack`` hook: it removes the last
        /// screen of `path`, or, when the path is at its root, calls the `dismiss` action of
        /// its own place (closing the sheet the stack is in). When it leaves the screen the hook
        /// installed before it comes back.
        ///
        /// ```swift
        /// NavigationStack(path: $path) {
        ///     ItemList().errorNavigationPath($path)
        /// }
        /// ```
        /// - Parameter path: The path of the enclosing `NavigationStack`.
        /// - Returns: The view, going back on the center's request.
        public func errorNavigationPath(_ path: Binding<NavigationPath>) -> some View {
            modifier(ErrorNavigationHook(path: path))
        }
    }

    /// Installs the `navigateBack` hook of one navigation stack while it is on screen;
    /// ``NavigationHookStack`` decides which hook the center has.
    struct ErrorNavigationHook: ViewModifier {
        let path: Binding<NavigationPath>
        @Environment(\.errorCenter) private var center
        @Environment(\.dismiss) private var dismiss
        @State private var owner = UUID()

        func body(content: Content) -> some View {
            content
                .onAppear { center?.hosts.installNavigateBack(for: owner) { goBack() } }
                .onDisappear { center?.hosts.removeNavigateBack(for: owner) }
        }

        private func goBack() {
            switch BackNavigation(pathIsEmpty: path.wrappedValue.isEmpty) {
            case .popPath: path.wrappedValue.removeLast()
            case .dismissStack: dismiss()
            }
        }
    }
#endif
