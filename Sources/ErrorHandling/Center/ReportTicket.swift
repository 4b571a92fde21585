/// The one report an ``ErrorCenter`` is handling on this task, so that the first presentation
/// its rules hand to the center, or else the end of its handling, is counted for it exactly
/// once, and so that the presentation gets what the report carries (style, retry).
///
/// ``ErrorCenter/submit(_:onMainActor:)`` gives the ticket to the handler as its
/// ``HandlingScope``: the handler binds it in a task-local around each action it runs, and hands
/// it to a repeat the center folds. A presentation that reaches the center inside an action, or
/// in a task started from one (such as a `.run` action), claims the ticket; the end of the
/// handling claims it when nothing did (``endHandling()``).
///
/// A report made on the main actor is routed there synchronously; while that lasts, what it
/// hands to the center on the main thread is processed at once, without the inbox or a task.
///
/// Copies of a ticket are the same ticket: its state is one locked block, the one allocation
/// a report makes for it.
struct ReportTicket: Sendable {
    /// The ticket of the report being handled here, if any.
    @TaskLocal static var current: ReportTicket?

    private struct State: Sendable {
        /// The center the report was made to: a ticket only counts at that center.
        let centerIdentifier: ObjectIdentifier
        /// The link that center's handlers present through.
        let linkIdentifier: ObjectIdentifier
        /// That center, not retained: handed out only to the synchronous routing of the report
        /// on the main actor, while the center's call that routes it holds the center.
        let routingCenter: Unmanaged<ErrorCenter>
        /// That center, told when the handling ends with nothing presented there; `nil` once
        /// the report is accounted for. Held strongly until then: the center never holds an
        /// unclaimed ticket (a presentation that waits in it claimed the ticket first), so
        /// there is no cycle, and no weak reference is made for each report.
        var center: ErrorCenter?
        let report: Report
        /// The thread that routes the report on the main actor, while the call that made the
        /// report does; `nil` off the main actor and once that call is over.
        var mainActorRoutingThread: UInt?
    }
    private let state: Locked<State>

    /// A ticket for `report` made to `center`; `routedOnMainActor` when the call that made it
    /// runs on the main actor and routes it before it returns.
    init(center: ErrorCenter, report: Report, routedOnMainActor: Bool) {
        state = Locked(
            State(
                centerIdentifier: ObjectIdentifier(center),
                linkIdentifier: ObjectIdentifier(center.intake.link),
                routingCenter: Unmanaged.passUnretained(center), center: center, report: report,
                mainActorRoutingThread: routedOnMainActor ? CurrentThread.id : nil))
    }

    /// The ticket of the report being handled here, when it was made to `center`.
    static func current(at center: AnyObject) -> ReportTicket? {
        guard let ticket = current, ticket.isFor(center) else { return nil }
        return ticket
    }

    /// What the routing of a presentation of the report at `center` needs, read under one
    /// lock: the style the report asks for, and whether the caller is the synchronous routing
    /// of the report on the main actor, so that what it hands to the center can be processed at
    /// once (a task started from the routing inherits the ticket but not this: it runs on
    /// another thread, or after the routing); `nil` when the ticket is of a report made to
    /// another center.
    func routing(at center: AnyObject) -> (style: PresentationStyle?, isOnTheMainActorNow: Bool)? {
        let thread = CurrentThread.id
        return state.withLock { state in
            guard state.centerIdentifier == ObjectIdentifier(center) else { return nil }
            return (state.report.style, state.mainActorRoutingThread == thread)
        }
    }

    /// The center of the report and the style it asks for, when the caller is the synchronous
    /// routing of the report on the main actor and `link` is the link of that center's
    /// handlers: the center is then the one whose call is routing the report, alive until that
    /// call returns, so it is handed out without a retain or a look-up through the link's weak
    /// reference. `nil` in any other case.
    func routingOnTheMainActorNow(
        through link: AnyObject
    ) -> (center: Unmanaged<ErrorCenter>, style: PresentationStyle?)? {
        let thread = CurrentThread.id
        return state.withLock { state in
            guard state.linkIdentifier == ObjectIdentifier(link), state.mainActorRoutingThread == thread
            else { return nil }
            return (state.routingCenter, state.report.style)
        }
    }

    /// Whether the ticket is of a report made to `center`.
    func isFor(_ center: AnyObject) -> Bool {
        state.withLock { $0.centerIdentifier } == ObjectIdentifier(center)
    }

    /// The report.
    var report: Report {
        state.withLock { $0.report }
    }

    /// Marks the synchronous routing on the main actor as over.
    func endRouting() {
        state.withLock { $0.mainActorRoutingThread = nil }
    }

    /// Marks the report as accounted for.
    /// - Returns: `true` for the first call only.
    func claim() -> Bool {
        takeCenter() != nil
    }

    /// The handling of the report is over: when nothing claimed the ticket, the report
    /// counts at its center as handled without a presentation.
    func endHandling() {
        takeCenter()?.deliverHandledWithoutPresentation(of: self)
    }

    /// Marks the report as accounted for, letting go of its center.
    /// - Returns: The center, for the first call only.
    private func takeCenter() -> ErrorCenter? {
        // Moved out rather than copied, and let go of by the caller, outside the lock.
        state.withLock { $0.center.take() }
    }
}

extension ReportTicket: HandlingScope {
    /// Runs `body` with this ticket as ``current``: what an action of the report's rules hands
    /// to the center, then or from a task it starts, counts for the report.
    func run(_ body: () -> Void) {
        Self.$current.withValue(self, operation: body)
    }
}
