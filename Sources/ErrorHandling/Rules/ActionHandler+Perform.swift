extension ActionHandler {
    /// Prepares this action on its own, as SwiftErrorHandler 5 did: the returned closure starts
    /// it on `view`, and `onCompleted` runs once, when the action has completed.
    ///
    /// The action runs exactly as one step of a handler's chain does; the returned closure
    /// holds the view until it runs. With no logger, what the engine has to say (a `.run`
    /// action that threw) goes to standard error.
    func perform(on view: any ErrorHandlerView, for error: any Error, onCompleted: OnErrorHandled) -> () ->
        Void
    {
        let depth = HandlingDepth.current
        let assessment = ErrorAssessment(error, translator: nil, origin: .unknown)
        let reference = ViewReference(view)
        // The closure keeps the view alive until it runs; the chain holds it as a handler does,
        // weakly when it is an object, so an alert the view keeps does not keep the chain.
        return {
            withExtendedLifetime(view) {
                HandlingChain.start(
                    self, cursor: ActionCursor(levels: [RuleSet()], assessment: assessment),
                    view: reference, assessment: assessment,
                    log: HandlingLog(
                        destination: nil, fileID: #fileID, line: #line, function: #function,
                        depth: depth),
                    depth: depth, scope: nil, onCompleted: onCompleted)
            }
        }
    }
}
