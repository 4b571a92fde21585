/// The child handler of a rule scoped to part of a view tree, kept as long as its parent stays
/// the same.
///
/// SwiftUI evaluates a view many times; the rule's child handler is made on the first
/// evaluation, from the values given then, and made again only when the handler above it is
/// another one.
@MainActor
package final class ScopedHandler {
    private var parent: ErrorHandler?
    private var child: ErrorHandler?

    /// Creates a scope without a handler yet.
    package init() {}

    /// The child of `parent`: the one made before when `parent` is the same, else a new one
    /// from `makeChild`.
    package func handler(
        below parent: ErrorHandler, makeChild: (ErrorHandler) -> ErrorHandler
    ) -> ErrorHandler {
        if let child, self.parent === parent {
            return child
        }
        let made = makeChild(parent)
        self.parent = parent
        child = made
        return made
    }
}

extension ErrorHandler {
    /// A child of this handler with one rule: errors that `matcher` matches get `action`.
    package func scoped(_ matcher: ErrorMatcher, perform action: ActionHandler) -> ErrorHandler {
        child().on(error: matcher, then: action)
    }

    /// The handler views use outside any error center: it writes each error to standard error
    /// and shows nothing.
    package static let standardErrorOnly = ErrorHandler().onNoMatch(
        .perform { error, onCompleted in
            StandardError.write(
                "Unhandled error (no ErrorCenter above this view): \(ErrorDescriber.describing(error))")
            onCompleted?()
        })
}
