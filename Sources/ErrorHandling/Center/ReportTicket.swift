/// The one report an ``ErrorCenter`` is handling on this task, so that the first presentation
/// its rules hand to the center, or else the end of its handling, is counted for it exactly
/// once, and so that the presentation gets what the report carries (style, retry).
///
/// ``ErrorCenter/submit(_:isolation:)`` binds a ticket in a task-local while it runs the
/// handler. A presentation that reaches ``ErrorCenter/present(_:)`` inside that scope, or in a
/// task started from it (such as a `.run` action), claims the ticket; the handler's completion
/// claims it when nothing did.
final class ReportTicket: Sendable {
    /// The ticket of the report being handled here, if any.
    @TaskLocal static var current: ReportTicket?

    /// The center the report was made to: a ticket only counts at that center.
    let center: ObjectIdentifier
    let report: Report
    private let isClaimed = Locked(false)

    init(center: ObjectIdentifier, report: Report) {
        self.center = center
        self.report = report
    }

    /// Marks the report as accounted for.
    /// - Returns: `true` for the first call only.
    func claim() -> Bool {
        isClaimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}
