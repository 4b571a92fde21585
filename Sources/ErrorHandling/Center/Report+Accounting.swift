/// How a report is counted exactly once at its center: by the first presentation its rules
/// hand to the center, or else by the end of its handling.
///
/// ``ErrorCenter/submit(_:)`` gives the report to the handler as its ``HandlingScope``: the
/// handler binds it (``Report/current``) around each action it runs, and hands it to a repeat
/// the center folds. A presentation that reaches the center inside an action, or in a task
/// started from one (such as a `.run` action), claims the report; the end of the handling
/// claims it when nothing did (``Report/endHandling()``).
///
/// A report made on the main actor is routed there synchronously; while that lasts, what it
/// hands to the center on the main thread is processed at once, without the inbox or a task.
extension Report {
    /// What changes as the report is routed and accounted for.
    struct Accounting: Sendable {
        /// Whether the report counted at its center.
        var isAccountedFor = false
        /// The center, told when the handling ends with nothing presented there, held while
        /// the report is not accounted for and the call that made it is over (or, off the main
        /// actor, from the start); `nil` while the synchronous routing on the main actor runs,
        /// which the center's own call holds. The center never holds a report that is not
        /// accounted for (a presentation that waits in it claimed the report first), so there
        /// is no cycle, and no weak reference is made for each report.
        var center: ErrorCenter?
        /// The thread that routes the report on the main actor, while the call that made the
        /// report does; `nil` off the main actor and once that call is over.
        var mainActorRoutingThread: UInt?
    }

    /// The report being handled here, if any: bound around the actions of its rules.
    @TaskLocal static var current: Report?

    /// The report being handled here, when it was made to `center`.
    static func current(at center: AnyObject) -> Report? {
        guard let report = current, report.isFor(center) else { return nil }
        return report
    }

    /// Whether the report was made to `center`.
    func isFor(_ center: AnyObject) -> Bool {
        unretainedCenter.toOpaque() == Unmanaged.passUnretained(center).toOpaque()
    }

    /// What the routing of a presentation of the report at `center` needs: the style the
    /// report asks for, and whether the caller is the synchronous routing of the report on the
    /// main actor, so that what it hands to the center can be processed at once (a task started
    /// from the routing inherits the report but not this: it runs on another thread, or after
    /// the routing); `nil` when the report was made to another center.
    func routing(at center: AnyObject) -> (style: PresentationStyle?, isOnTheMainActorNow: Bool)? {
        guard isFor(center) else { return nil }
        return (style, isRoutedOnTheMainActorNow)
    }

    /// The center of the report, when the caller is the synchronous routing of the report on
    /// the main actor and `link` is the link of that center's handlers: the center is then the
    /// one whose call is routing the report, alive until that call returns, so it is handed out
    /// without a retain or a look-up through the link's weak reference. `nil` in any other case.
    func centerRoutingOnTheMainActorNow(through link: AnyObject) -> Unmanaged<ErrorCenter>? {
        guard linkIdentifier == ObjectIdentifier(link), isRoutedOnTheMainActorNow else { return nil }
        return unretainedCenter
    }

    /// Whether the caller is the synchronous routing of the report on the main actor.
    private var isRoutedOnTheMainActorNow: Bool {
        guard routedOnMainActor else { return false }
        let thread = CurrentThread.id
        return accounting.withLock { $0.mainActorRoutingThread == thread }
    }

    /// Marks the synchronous routing on the main actor as over; called by the center's call
    /// that made the report, before it returns. A report not accounted for yet holds its
    /// center from now on.
    func endRouting() {
        accounting.withLock { accounting in
            guard accounting.mainActorRoutingThread != nil else { return }
            accounting.mainActorRoutingThread = nil
            if !accounting.isAccountedFor {
                accounting.center = unretainedCenter.takeUnretainedValue()
            }
        }
    }

    /// Marks the report as accounted for.
    /// - Returns: `true` for the first call only.
    func claim() -> Bool {
        // The center handed back is let go of after the lock, once the result is read.
        accountFor(needingCenter: false).isFirst
    }

    /// The handling of the report is over: when nothing claimed the report, it counts at its
    /// center as handled without a presentation.
    func endHandling() {
        accountFor(needingCenter: true).center?.deliverHandledWithoutPresentation(of: self)
    }

    /// Marks the report as accounted for, the first time only, letting go of the center it
    /// held.
    /// - Parameter needingCenter: Whether the caller needs the center even while the
    ///   synchronous routing on the main actor runs, when the report holds none: it is then
    ///   retained here, under the lock, so it stays alive after the center's call returns.
    /// - Returns: Whether this was the first time, and the center the report held (or, when
    ///   `needingCenter`, the one routing it).
    private func accountFor(needingCenter: Bool) -> (isFirst: Bool, center: ErrorCenter?) {
        accounting.withLock { accounting in
            guard !accounting.isAccountedFor else { return (false, nil) }
            accounting.isAccountedFor = true
            let held = accounting.center.take()
            return (true, held ?? (needingCenter ? unretainedCenter.takeUnretainedValue() : nil))
        }
    }

    /// Runs `body` with this report as ``current``: what an action of the report's rules hands
    /// to the center, then or from a task it starts, counts for the report.
    func run(_ body: () -> Void) {
        Self.$current.withValue(self, operation: body)
    }
}
