/// One error reported to an ``ErrorCenter``, with what its handling needs on the way: its
/// assessment, the route it takes, the style asked for and the operation Retry runs.
///
/// Every way an error enters a center — ``ErrorCenter/report(_:style:using:retryPolicy:retry:isolation:file:line:function:)``,
/// ``ErrorCenter/attempt(style:retryPolicy:isolation:file:line:function:_:)``,
/// ``ErrorCenter/handle(_:displayType:file:line:function:)`` and a retry that failed again —
/// becomes one of these, assessed once, and goes through ``ErrorCenter/submit(_:onMainActor:)``.
///
/// A class, and immutable: the ticket, the inbox and the queue each keep the one report, where
/// copies of a value this large (the assessment holds the facts of up to three errors) would
/// cost a copy of each of its parts.
final class Report: Sendable {
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
    /// The time since the report, on the center's clock; kept only for reports with a retry,
    /// whose Retry-After counts from the failure.
    let age: Stopwatch?
    /// How many attempts of a retry failed before this report; `nil` for a first report.
    let failedAttempts: Int?

    init(
        assessment: ErrorAssessment, style: PresentationStyle?, route: Route,
        retry: (@Sendable () async throws -> Void)?, retryPolicy: RetryPolicy?, age: Stopwatch?,
        failedAttempts: Int?
    ) {
        self.assessment = assessment
        self.style = style
        self.route = route
        self.retry = retry
        self.retryPolicy = retryPolicy
        self.age = age
        self.failedAttempts = failedAttempts
    }

    /// The report of a retry that gave up with the failure `assessment` after `attempts`
    /// attempts: the same route, style and retry.
    func failedAgain(with assessment: ErrorAssessment, attempts: Int, age: Stopwatch?) -> Report {
        Report(
            assessment: assessment, style: style, route: route, retry: retry, retryPolicy: retryPolicy,
            age: age, failedAttempts: attempts)
    }

    /// The action of the button ``ErrorCenter/handle(_:displayType:file:line:function:)`` was
    /// asked for.
    var displayAction: ErrorAction? {
        guard case .display(.alert(let action)) = route else { return nil }
        return action
    }
}
