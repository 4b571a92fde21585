extension ActionHandler {
    /// Prepares this action on its own, as SwiftErrorHandler 5 did: the returned closure starts
    /// it on `view`, and `onCompleted` runs once, when the action has completed.
    ///
    /// The action runs exactly as one step of a handler's chain does; the view is held
    /// strongly until then. With no logger, what the engine has to say (a `.run` action that
    /// threw) goes to standard error.
    func perform(on view: any ErrorHandlerView, for error: any Error, onCompleted: OnErrorHandled) -> () ->
        Void
    {
        let depth = HandlingDepth.current
        let chain = HandlingChain(
            cursor: ActionCursor(own: RuleSet(), ancestors: [], error: error, translated: nil),
            view: .strong(view), error: error,
            log: HandlingLog(
                logger: nil, breadcrumbs: .shared, fileID: #fileID, line: #line, function: #function,
                depth: depth),
            depth: depth, onCompleted: onCompleted)
        return { chain.start(self) }
    }
}
