/// The plumbing every way into an ``ErrorCenter`` shares, off the main actor: the link its
/// handlers present through, the handler its own reports go through, and the logger of dropped
/// presentations.
final class CenterIntake: Sendable {
    /// The view of the center's handlers; it holds the center weakly.
    let link: ErrorCenterLink
    /// The center's handler, or the child of it that presents here when it has no view: made
    /// once.
    let presentingHandler: ErrorHandler
    /// Receives every dropped presentation.
    let logger: (any ErrorLogging)?
    /// The child that presents here of the last handler without a view reports were made
    /// with; it holds that handler, so its identity stays its own.
    private let lastPresentingChild = Locked<(parent: ObjectIdentifier, child: ErrorHandler)?>(nil)

    init(handler: ErrorHandler, link: ErrorCenterLink, logger: (any ErrorLogging)?) {
        self.link = link
        presentingHandler = handler.hasView ? handler : handler.child(for: link)
        self.logger = logger
    }

    /// The handler that runs the rules of a report made with `handler` (the center's own when
    /// `nil`): `handler` itself when it has a view to present on, else a child of it that
    /// presents here, made once for the handler reports are made with over and over (a scoped
    /// handler of a screen).
    func presenting(_ handler: ErrorHandler?) -> ErrorHandler {
        guard let handler else { return presentingHandler }
        guard !handler.hasView else { return handler }
        let parent = ObjectIdentifier(handler)
        return lastPresentingChild.withLock { last in
            if let last, last.parent == parent {
                return last.child
            }
            let child = handler.child(for: link)
            last = (parent, child)
            return child
        }
    }
}
