#if canImport(SwiftUI)
    public import ErrorHandling
    public import SwiftUI

    extension View {
        /// Adds a rule for errors reported in this part of the view tree.
        ///
        /// The rule lives in one child of the ``SwiftUI/EnvironmentValues/errorHandler`` above
        /// (``/ErrorHandling/ErrorHandler/child(for:)``), kept in `@State` and passed down as the
        /// `errorHandler`: an error reported below is matched here first, then falls back up
        /// the tree to the center's handler. The child is made again only when the handler
        /// above changes, so **the rule keeps the `matcher` and `action` of the first
        /// evaluation**; values captured in them do not follow later updates of the view (read
        /// changing state through an object instead). Errors reported with
        /// ``SwiftUI/EnvironmentValues/reportError`` are handled on the main actor.
        ///
        /// ```swift
        /// DetailView()
        ///     .onError(.type(URLError.self), perform: .presentError)
        /// ```
        /// - Parameters:
        ///   - matcher: The errors the rule applies to.
        ///   - action: What to do with them.
        /// - Returns: The view, with the rule for its subtree.
        public func onError(_ matcher: ErrorMatcher, perform action: ActionHandler) -> some View {
            modifier(ScopedErrorRule(matcher: matcher, action: action))
        }
    }

    /// Keeps the child handler of an ``SwiftUI/View/onError(_:perform:)`` rule and passes it
    /// down; ``ScopedHandler`` decides when it is made again.
    struct ScopedErrorRule: ViewModifier {
        let matcher: ErrorMatcher
        let action: ActionHandler
        @Environment(\.errorHandler) private var parent
        @State private var scope = ScopedHandler()

        func body(content: Content) -> some View {
            content.environment(
                \.errorHandler,
                scope.handler(below: parent) { $0.scoped(matcher, perform: action) })
        }
    }
#endif
