/// The one report an ``ErrorCenter`` is handling on this task, so that the first presentation
/// its rules hand to the center, or else the end of its handling, is counted for it exactly
/// once, and so that the presentation gets what the report carries (style, retry).
///
/// ``ErrorCenter/submit(_:onMainActor:)`` binds a ticket in a task-local while it runs the
/// handler. A presentation that reaches the center inside that scope, or in a task started
/// from it (such as a `.run` action), claims the ticket; the handler's completion claims it
/// when nothing did.
///
/// A report made on the main actor is routed there synchronously; while that lasts, what it
/// hands to the center on the main thread is processed at once, without the inbox or a task.
final class ReportTicket: Sendable {
    /// The ticket of the report being handled here, if any.
    @TaskLocal static var current: ReportTicket?

    /// The center the report was made to: a ticket only counts at that center.
    let center: ObjectIdentifier

    /// The ticket of the report being handled here, when it was made to `center`.
    static func current(at center: AnyObject) -> ReportTicket? {
        guard let ticket = current, ticket.center == ObjectIdentifier(center) else { return nil }
        return ticket
    }

    /// Whether the ticket is of a report made to `center`.
    func isFor(_ center: AnyObject) -> Bool {
        self.center == ObjectIdentifier(center)
    }
    let report: Report
    private struct State {
        var isClaimed = false
        /// The thread that routes the report on the main actor, while the call that made the
        /// report does; `nil` off the main actor and once that call is over.
        var mainActorRoutingThread: UInt?
    }
    private let state: Locked<State>

    /// A ticket for `report` made to `center`; `routedOnMainActor` when the call that made it
    /// runs on the main actor and routes it before it returns.
    init(center: ObjectIdentifier, report: Report, routedOnMainActor: Bool) {
        self.center = center
        self.report = report
        state = Locked(State(mainActorRoutingThread: routedOnMainActor ? CurrentThread.id : nil))
    }

    /// Whether the caller is the synchronous routing of the report on the main actor, so that
    /// what it hands to the center can be processed at once. A task started from the routing
    /// inherits the ticket but not this: it runs on another thread, or after the routing.
    var isRoutingOnTheMainActorNow: Bool {
        state.withLock { $0.mainActorRoutingThread } == CurrentThread.id
    }

    /// Marks the synchronous routing on the main actor as over.
    func endRouting() {
        state.withLock { $0.mainActorRoutingThread = nil }
    }

    /// Marks the report as accounted for.
    /// - Returns: `true` for the first call only.
    func claim() -> Bool {
        state.withLock { state in
            defer { state.isClaimed = true }
            return !state.isClaimed
        }
    }
}
