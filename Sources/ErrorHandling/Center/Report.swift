/// One error reported to an ``ErrorCenter``, with what its handling needs on the way: its
/// assessment, the route it takes, the style asked for, and the operation Retry runs.
///
/// Every way an error enters a center — ``ErrorCenter/report(_:style:using:retryPolicy:retry:isolation:file:line:function:)``,
/// ``ErrorCenter/attempt(style:retryPolicy:isolation:file:line:function:_:)``,
/// ``ErrorCenter/handle(_:displayType:file:line:function:)`` and a retry that failed again —
/// becomes one of these, assessed once, and goes through ``ErrorCenter/submit(_:)``. The center's
/// ``CenterStateMachine`` accounts for it exactly once, by its ``id``.
///
/// A class, immutable: it is the scope the handler binds around the actions of the report's
/// rules (``current``), so that what an action hands to the center, then or from a task it
/// starts, counts for the report.
final class Report: HandlingScope {
    /// Tells one report to its center from another.
    typealias ID = UInt64

    /// How the error becomes a presentation.
    enum Route: Sendable {
        /// Through the rules of a handler: the center's own ``ErrorCenter/handler`` when `nil`.
        case rules(ErrorHandler?)
        /// As the caller chose, without rules.
        case display(ErrorDisplayType)
    }

    let id: ID
    /// The center the report was made to; the report counts only there.
    weak let center: ErrorCenter?
    /// The error and everything decided about it where it entered, connectivity included.
    let assessment: ErrorAssessment
    /// The style that replaces the presentation's own.
    let style: PresentationStyle?
    let route: Route
    /// What Retry runs again.
    let retry: (@Sendable () async throws -> Void)?
    /// The policy Retry runs ``retry`` under, and that decides whether Retry is offered; `nil`
    /// for the center's.
    let retryPolicy: RetryPolicy?
    /// What a presentation of the report offers to recover from its error, decided once, here
    /// (see ``ErrorCenter/recoveryOffer(for:route:retry:retryPolicy:)``).
    let recovery: RecoveryOffer
    /// The time since the report, on the center's clock; kept only for reports with a retry,
    /// whose Retry-After counts from the failure.
    let age: Stopwatch?
    /// How many attempts of a retry failed before this report; `nil` for a first report.
    let failedAttempts: Int?

    /// A report to `center`, which it arrives at now, of the error of `assessment`: shown as
    /// the connectivity the center knows at its arrival makes true (see
    /// ``ErrorCenter/show(_:under:retries:)``).
    init(
        assessing assessment: consuming ErrorAssessment, style: PresentationStyle?, route: Route,
        retry: (@Sendable () async throws -> Void)?, retryPolicy: RetryPolicy?,
        failedAttempts: Int?, center: ErrorCenter
    ) {
        let connectivity: Connectivity?
        (id, connectivity) = center.machine.withLock {
            ($0.reportArrived(keepingAlive: center), $0.knownConnectivity)
        }
        ErrorCenter.show(&assessment, under: connectivity, retries: retry != nil)
        self.center = center
        self.assessment = assessment
        self.style = style
        self.route = route
        self.retry = retry
        self.retryPolicy = retryPolicy
        recovery = center.recoveryOffer(for: assessment, route: route, retry: retry, retryPolicy: retryPolicy)
        age = retry == nil ? nil : Stopwatch(center.clock)
        self.failedAttempts = failedAttempts
    }

    /// The report of a retry that gave up with the failure `assessment` after `attempts`
    /// attempts: the same route, style and retry, to the same center.
    func failedAgain(with assessment: ErrorAssessment, attempts: Int, at center: ErrorCenter) -> Report {
        Report(
            assessing: assessment, style: style, route: route, retry: retry, retryPolicy: retryPolicy,
            failedAttempts: attempts, center: center)
    }

    /// The style of the presentation ``ActionHandler/presentError`` makes of the report: the one
    /// asked for, else an alert.
    var presentErrorStyle: PresentationStyle {
        style ?? .alert
    }

    /// The action of the button ``ErrorCenter/handle(_:displayType:file:line:function:)`` was
    /// asked for.
    var displayAction: ErrorAction? {
        guard case .display(.alert(let action)) = route else { return nil }
        return action
    }

    /// The report being handled here, if any: bound around the actions of its rules.
    @TaskLocal static var current: Report?

    /// The report being handled here, when it was made to `center`.
    static func current(at center: ErrorCenter) -> Report? {
        guard let report = current, report.center === center else { return nil }
        return report
    }

    /// The link of the center the report was made to: handlers without a view present there.
    var presenter: (any AssessmentPresenting)? {
        center?.link
    }

    /// Accounts for the report as handled without a presentation when nothing else did.
    func handlingEnded() {
        center?.handlingEnded(self)
    }

    /// Runs `body` with this report as ``current``.
    func run(_ body: () -> Void) {
        Self.$current.withValue(self, operation: body)
    }
}
