/// The plumbing every way into an ``ErrorCenter`` shares, off the main actor: the link its
/// handlers present through, the handler its own reports go through, the logger of dropped
/// presentations, the inbox of arrivals for the main actor, and the timers of its toasts.
final class CenterIntake: Sendable {
    /// The view of the center's handlers; it holds the center weakly.
    let link: ErrorCenterLink
    /// The center's handler, or the child of it that presents here when it has no view: made
    /// once.
    let presentingHandler: ErrorHandler
    /// Receives every dropped presentation.
    let logger: (any ErrorLogging)?
    /// The arrivals made off the main actor that the main actor has not taken yet.
    let inbox: Locked<CenterInbox>
    /// The tasks that take each toast off the screen.
    let toastTimers = ToastTimers()

    init(handler: ErrorHandler, link: ErrorCenterLink, logger: (any ErrorLogging)?, capacity: Int) {
        self.link = link
        presentingHandler = handler.hasView ? handler : handler.child(for: link)
        self.logger = logger
        inbox = Locked(CenterInbox(capacity: capacity))
    }
}
