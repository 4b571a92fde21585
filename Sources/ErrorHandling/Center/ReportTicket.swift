/// The one report an ``ErrorCenter`` is handling on this task, so that the first presentation
/// its rules hand to the center, or else the end of its handling, is counted for it exactly
/// once.
///
/// ``ErrorCenter/report(_:style:using:file:line:function:)`` binds a ticket in a task-local
/// while it runs the handler. A presentation that reaches ``ErrorCenter/present(alert:)``
/// inside that scope, or in a task started from it (such as a `.run` action), claims the
/// ticket; the handler's completion claims it when nothing did.
final class ReportTicket: Sendable {
    /// The ticket of the report being handled here, if any.
    @TaskLocal static var current: ReportTicket?

    /// The center the report was made to: a ticket only counts at that center.
    let center: ObjectIdentifier
    /// The style the reporter asked for, which replaces the presentation's own.
    let style: PresentationStyle?
    /// Where the error was reported.
    let origin: ReportOrigin
    private let isClaimed = Locked(false)

    init(center: ObjectIdentifier, style: PresentationStyle?, origin: ReportOrigin) {
        self.center = center
        self.style = style
        self.origin = origin
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

/// Where an error was reported or handled, for the logs.
struct ReportOrigin: Sendable {
    let file: String
    let line: Int
    let function: String
}
