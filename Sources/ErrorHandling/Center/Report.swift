/// One error reported to an ``ErrorCenter``, with what its handling needs on the way: its
/// assessment, the route it takes, the style asked for, the operation Retry runs, and whether
/// it is accounted for yet.
///
/// Every way an error enters a center — ``ErrorCenter/report(_:style:using:retryPolicy:retry:isolation:file:line:function:)``,
/// ``ErrorCenter/attempt(style:retryPolicy:isolation:file:line:function:_:)``,
/// ``ErrorCenter/handle(_:displayType:file:line:function:)`` and a retry that failed again —
/// becomes one of these, assessed once, and goes through ``ErrorCenter/submit(_:)``.
///
/// A class: the handling's scope, the inbox and the queue each keep the one report, where
/// copies of a value this large (the assessment holds the facts of up to three errors) would
/// cost a copy of each of its parts. Everything but its ``accounting`` is immutable; that
/// counts the report exactly once (see `Report+Accounting.swift`).
final class Report: HandlingScope {
    /// How the error becomes a presentation.
    enum Route: Sendable {
        /// Through the rules of a handler: the center's own ``ErrorCenter/handler`` when `nil`.
        case rules(ErrorHandler?)
        /// As the caller chose, without rules.
        case display(ErrorDisplayType)
    }

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
    /// The center the report was made to, not retained: the report counts only there, and
    /// the center is handed out only to the synchronous routing of the report on the main
    /// actor, while the center's call that routes it holds the center.
    let unretainedCenter: Unmanaged<ErrorCenter>
    /// The link that center's handlers present through.
    let linkIdentifier: ObjectIdentifier
    /// Whether the call that made the report routes it on the main actor before it returns.
    let routedOnMainActor: Bool
    /// Whether the report is accounted for yet, and which thread routes it on the main actor.
    let accounting: Locked<Accounting>

    /// A report to `center`; `routedOnMainActor` when the call that makes it runs on the main
    /// actor and routes it before it returns.
    init(
        assessment: ErrorAssessment, style: PresentationStyle?, route: Route,
        retry: (@Sendable () async throws -> Void)?, retryPolicy: RetryPolicy?, age: Stopwatch?,
        failedAttempts: Int?, center: ErrorCenter, routedOnMainActor: Bool
    ) {
        self.assessment = assessment
        self.style = style
        self.route = route
        self.retry = retry
        self.retryPolicy = retryPolicy
        recovery = center.recoveryOffer(for: assessment, route: route, retry: retry, retryPolicy: retryPolicy)
        self.age = age
        self.failedAttempts = failedAttempts
        unretainedCenter = Unmanaged.passUnretained(center)
        linkIdentifier = ObjectIdentifier(center.intake.link)
        self.routedOnMainActor = routedOnMainActor
        accounting = Locked(
            routedOnMainActor
                ? Accounting(mainActorRoutingThread: CurrentThread.id) : Accounting(center: center))
    }

    /// The report of a retry that gave up with the failure `assessment` after `attempts`
    /// attempts, made on the main actor: the same route, style and retry, to the same center.
    func failedAgain(with assessment: ErrorAssessment, attempts: Int, age: Stopwatch?, at center: ErrorCenter)
        -> Report
    {
        Report(
            assessment: assessment, style: style, route: route, retry: retry, retryPolicy: retryPolicy,
            age: age, failedAttempts: attempts, center: center, routedOnMainActor: true)
    }

    /// The action of the button ``ErrorCenter/handle(_:displayType:file:line:function:)`` was
    /// asked for.
    var displayAction: ErrorAction? {
        guard case .display(.alert(let action)) = route else { return nil }
        return action
    }
}
