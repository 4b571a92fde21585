extension ErrorCenter {
    /// Reports an error from any thread, task or actor: it goes through the rules of
    /// `handler`, or of the center's own ``handler``, and what they present lands in this
    /// center (a handler made without a view presents here).
    ///
    /// Called on the main actor, the center's state has changed by the time this returns
    /// (unless the rules start asynchronous work first); called elsewhere, the change reaches
    /// the main actor shortly after. ``waitUntilIdle()`` waits for it.
    ///
    /// The first presentation the rules hand to this center counts for the report; when they
    /// present nothing here, the report counts in ``Statistics/handledWithoutPresentation``
    /// once its handling has finished.
    /// - Parameters:
    ///   - error: The error.
    ///   - style: Replaces the style of the presentation the rules make.
    ///   - handler: A scoped child of ``handler`` whose rules are tried first, as the SwiftUI
    ///     layer passes; ``handler`` when `nil`.
    ///   - isolation: The caller's actor; leave the default. On the main actor the report is
    ///     processed before this returns.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    ///   - retryPolicy: The policy `retry` runs under, and that decides whether Retry is offered;
    ///     `nil`, the default, for the center's (the `retryPolicy` of
    ///     ``init(handler:logger:capacity:retryPolicy:clock:connectivity:)``). Pass
    ///     ``RetryPolicy/once`` for work that must not run twice unless the person asks: a
    ///     payment, a request that is not idempotent.
    ///   - retry: Runs the failed operation again. When the rules present the error as an
    ///     alert or action sheet and the retry policy accepts the error (as thrown or as
    ///     translated), its buttons are "Retry" and "Cancel"; Retry runs this under the
    ///     policy, and a retry that gives up is reported again, with the same retry and policy.
    public func report(
        _ error: any Error,
        style: PresentationStyle? = nil,
        using handler: ErrorHandler? = nil,
        retryPolicy: RetryPolicy? = nil,
        retry: (@Sendable () async throws -> Void)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) {
        let origin = ErrorOrigin(file: file, line: line, function: function)
        let report = Report(
            assessing: ErrorAssessment(
                error, translator: (handler ?? self.handler).translator, origin: origin),
            style: style, route: .rules(handler), retry: retry, retryPolicy: retryPolicy,
            failedAttempts: nil, center: self)
        submit(report)
        if isolation === MainActor.shared {
            MainActor.assumeIsolated { publish() }
        }
    }

    /// Runs `operation` once and returns its value; when it throws, reports the error with
    /// the operation as its retry and returns `nil`.
    ///
    /// ```swift
    /// let feed = await center.attempt { try await api.feed() }
    /// ```
    ///
    /// A cancellation is not an error to show (see ``ErrorHandler/isCancellation(_:)``): it is
    /// logged at ``ErrorSeverity/debug`` and counted in ``Statistics/cancelled``, as every
    /// cancellation reported to a center is.
    /// - Parameters:
    ///   - style: Replaces the style of the presentation the rules make.
    ///   - retryPolicy: The policy Retry runs the operation under; `nil`, the default, for the
    ///     center's. ``RetryPolicy/once`` runs it once per tap on Retry.
    ///   - isolation: The caller's actor; leave the default.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    ///   - operation: The work to run; Retry runs it again.
    /// - Returns: The operation's value, or `nil` when it failed.
    @discardableResult
    public func attempt<T: Sendable>(
        style: PresentationStyle? = nil,
        retryPolicy: RetryPolicy? = nil,
        isolation: isolated (any Actor)? = #isolation,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function,
        _ operation: @escaping @Sendable () async throws -> T
    ) async -> T? {
        do {
            return try await operation()
        } catch {
            report(
                error, style: style, retryPolicy: retryPolicy, retry: { _ = try await operation() },
                isolation: isolation,
                file: file, line: line, function: function)
            return nil
        }
    }

    /// Sends a report through the rules, or straight to the presentation the caller chose; a
    /// cancellation is only logged and counted.
    nonisolated func submit(_ report: Report) {
        if report.assessment.isCancellation {
            routeHandler(of: report).logWithoutRules(report.assessment, shownAs: nil)
            carryOut(machine.withLock { $0.reportCancelled(report.id) })
        } else if let attempts = report.failedAttempts {
            HandlingLog.$reportMetadata.withValue(["attempt": String(attempts)]) {
                route(report)
            }
        } else {
            route(report)
        }
    }

    private nonisolated func route(_ report: Report) {
        switch report.route {
        case .rules(let handler):
            // The report is the handling's scope: a handler without a view presents through it.
            _ = (handler ?? self.handler).handle(report.assessment, scope: report, onCompleted: nil)
        case .display(let display):
            let presentation = presentation(of: display, for: report)
            handler.logWithoutRules(report.assessment, shownAs: presentation)
            carryOut(machine.withLock { $0.presentationArrived(presentation, for: report) })
        }
    }

    /// The presentation `display` asks for: an ``ErrorAction/retry(_:buttonTitle:)`` alert offers
    /// what the report offers, with the action's title on its Retry button.
    nonisolated func presentation(of display: ErrorDisplayType, for report: Report) -> ErrorPresentation {
        let assessment = report.assessment
        let texts = LocalizedTexts.current
        switch display {
        case .alert(.retry(_, let title)):
            return ErrorPresentation(
                assessment: assessment, recovery: report.recovery, retryTitle: title,
                retry: retry(of: report),
                texts: texts)
        case .alert(.navigateBack(let title)):
            let back = ErrorPresentation.Button(title: title) { [weak self] in
                await self?.navigateBack?()
            }
            return ErrorPresentation(
                assessment: assessment, buttons: [back, ErrorPresentation.cancelButton(texts: texts)],
                texts: texts)
        case .alert(.dismiss(let title)):
            return ErrorPresentation(
                assessment: assessment, buttons: [ErrorPresentation.Button(title: title, role: .cancel)],
                texts: texts)
        case .inline(let message):
            return ErrorPresentation(
                assessment: assessment, style: .inline(field: Self.defaultInlineField), title: message,
                buttons: [],
                texts: texts)
        case .toast(let message):
            return ErrorPresentation(
                assessment: assessment, style: .toast(duration: Self.defaultToastDuration), title: message,
                buttons: [], texts: texts)
        }
    }

    nonisolated func handlingEnded(_ report: Report) {
        carryOut(machine.withLock { $0.handlingEnded(report.id) })
    }

    nonisolated func routeHandler(of report: Report) -> ErrorHandler {
        guard case .rules(let handler?) = report.route else { return self.handler }
        return handler
    }

    /// Shows the error of `assessment` as ``ActionHandler/presentError`` asked: a repeat of a
    /// presentation of its kind folds into it; otherwise it is built once, with what `report`
    /// carries when it is the report's first.
    /// - Parameter record: The record of the handled error, written here with the words shown.
    nonisolated func present(
        _ assessment: ErrorAssessment, for report: Report?, recording record: HandlingLog.PendingRecord?,
        completing completion: () -> StepCompletion
    ) {
        let request =
            report.map { report in
                let slot = CenterStateMachine.Slot(
                    report.presentErrorStyle, groupingKey: assessment.groupingKey)
                return machine.withLock { $0.presentationRequested(in: slot, for: report.id) }
            } ?? .ownReport
        if case .folded(let actions) = request {
            // The person sees the presentation of its kind: the words this report would show.
            if let record, let report {
                record.write(presentedText: report.presentedText(of: assessment))
            }
            carryOut(actions)
            return
        }
        // Building reads the error's texts and a drop is logged: the app's code, so an error
        // handled from there is one level deeper.
        HandlingDepth.$current.withValue(HandlingDepth.current + 1) {
            let presentedFor: Report? = if case .build = request { report } else { nil }
            let presentation =
                presentedFor.map { self.presentation(of: assessment, style: $0.presentErrorStyle, for: $0) }
                ?? ErrorPresentation(assessment: assessment)
            record?.write(presentedText: presentation.presentedText)
            let waiting = presentation.completing(completion())
            carryOut(machine.withLock { $0.presentationArrived(waiting, for: presentedFor) })
        }
    }

    /// Takes an alert built for the SwiftErrorHandler 5 API (an ``ErrorAlert`` of a rule): it
    /// becomes an ``ErrorPresentation`` (with the alert's ``AlertController/error``) and goes
    /// on as ``present(_:)``.
    /// - Parameter alert: The alert.
    @available(*, deprecated, message: "Report errors with report(_:) or a handler made without a view.")
    public nonisolated func present(alert: AlertController) {
        enter(ErrorPresentation(alert: alert))
    }

    /// Takes a presentation into this center's queue, as any presentation that enters it.
    ///
    /// The center's handlers present through a link of their own; this method is kept so that
    /// code that handed presentations to the center as an ``ErrorHandlerView`` still compiles.
    /// A presentation handed here outside the rules is logged once, as a report.
    /// - Parameter presentation: The presentation.
    @available(*, deprecated, message: "Report errors with report(_:) or a handler made without a view.")
    public nonisolated func present(_ presentation: ErrorPresentation) {
        enter(presentation)
    }

    /// Takes a presentation built by the rules or the app: it counts for the report being
    /// handled when it is the report's first, and gets what the report carries; any other counts
    /// as a report of its own, logged here unless a handler's rules made it.
    nonisolated func enter(_ presentation: ErrorPresentation) {
        if let report = Report.current(at: self),
            machine.withLock({ $0.claimFirstPresentation(of: report.id) })
        {
            let prepared = prepared(presentation, for: report)
            carryOut(machine.withLock { $0.presentationArrived(prepared, for: report) })
            return
        }
        if HandlingDepth.current == 0 {
            handler.logWithoutRules(
                ErrorAssessment(presentation.error, translator: nil, origin: .unknown), shownAs: presentation)
        }
        carryOut(machine.withLock { $0.presentationArrived(presentation, for: nil) })
    }

    /// Waits until every report made so far has reached the main actor: presented, coalesced,
    /// dropped or handled without a presentation. A report whose rules are still running (an
    /// alert on another view waiting for a tap, a long `.run` action) is waited for too.
    public func waitUntilIdle() async {
        await withCheckedContinuation { waiter in
            machine.withLock { $0.idleAwaited(by: waiter) }?.resume()
        }
        publish()
    }

    /// How many presentations the center holds, on screen and waiting, inline messages included.
    package nonisolated var presentationCount: Int {
        machine.withLock { $0.presentationCount }
    }
}

/// One error reported to an ``ErrorCenter``, assessed once where it entered, with its route,
/// style and retry; the ``CenterStateMachine`` accounts for it exactly once, by its ``id``. A
/// class: the scope bound around the actions of its rules (``current``), so that what an action
/// hands to the center, then or later, counts for it.
final class Report: HandlingScope {
    typealias ID = UInt64

    /// How the error becomes a presentation: through the rules of a handler (the center's own
    /// when `nil`), or as the caller chose.
    enum Route: Sendable {
        case rules(ErrorHandler?)
        case display(ErrorDisplayType)
    }

    let id: ID
    weak let center: ErrorCenter?
    /// The error and everything decided about it where it entered, connectivity included.
    let assessment: ErrorAssessment
    /// The style that replaces the presentation's own.
    let style: PresentationStyle?
    let route: Route
    let retry: (@Sendable () async throws -> Void)?
    /// `nil` for the center's.
    let retryPolicy: RetryPolicy?
    /// What a presentation of the report offers to recover, decided once, here.
    let recovery: RecoveryOffer
    /// Kept only for reports with a retry, whose Retry-After counts from the failure.
    let age: Stopwatch?
    /// How many attempts of a retry failed before this report; `nil` for a first report.
    let failedAttempts: Int?

    /// A report arriving at `center` now, shown as the connectivity the center knows makes
    /// true (see ``ErrorAssessment/show(under:retries:)``).
    init(
        assessing assessment: consuming ErrorAssessment, style: PresentationStyle?, route: Route,
        retry: (@Sendable () async throws -> Void)?, retryPolicy: RetryPolicy?,
        failedAttempts: Int?, center: ErrorCenter
    ) {
        let connectivity: Connectivity?
        (id, connectivity) = center.machine.withLock {
            ($0.reportArrived(keepingAlive: center), $0.knownConnectivity)
        }
        assessment.show(under: connectivity, retries: retry != nil)
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

    /// The report of a retry that gave up: the same route, style and retry.
    func failedAgain(with assessment: ErrorAssessment, attempts: Int, at center: ErrorCenter) -> Report {
        Report(
            assessing: assessment, style: style, route: route, retry: retry, retryPolicy: retryPolicy,
            failedAttempts: attempts, center: center)
    }

    var presentErrorStyle: PresentationStyle {
        style ?? .alert
    }

    var displayAction: ErrorAction? {
        guard case .display(.alert(let action)) = route else { return nil }
        return action
    }

    /// Bound around the actions of the report's rules.
    @TaskLocal static var current: Report?

    static func current(at center: ErrorCenter) -> Report? {
        guard let report = current, report.center === center else { return nil }
        return report
    }

    /// Handlers without a view present here.
    var presenter: (any AssessmentPresenting)? {
        center?.link
    }

    func handlingEnded() {
        center?.handlingEnded(self)
    }

    func run(_ body: () -> Void) {
        Self.$current.withValue(self, operation: body)
    }
}

/// The view of the handler an ``ErrorCenter`` makes for itself, which needs its view before the
/// center exists: connected once the center is, it holds the center weakly.
final class ErrorCenterLink: AssessmentPresenting, Sendable {
    private struct Target: Sendable {
        weak var center: ErrorCenter?
    }

    private let target = Locked(Target())

    func connect(to center: ErrorCenter) {
        target.withLock { $0.center = center }
    }

    var center: ErrorCenter? {
        target.withLock { $0.center }
    }

    func present(alert: AlertController) {
        center?.enter(ErrorPresentation(alert: alert))
    }

    func present(_ presentation: ErrorPresentation) {
        center?.enter(presentation)
    }

    /// The report being handled at this link's center: the handling's scope, or the one an
    /// action of a report's rules runs in.
    private func report(in scope: (any HandlingScope)?) -> (report: Report, center: ErrorCenter)? {
        guard let report = scope as? Report ?? Report.current, let center = report.center,
            center.link === self
        else {
            return nil
        }
        return (report, center)
    }

    func presentedText(of assessment: ErrorAssessment, in scope: (any HandlingScope)?) -> String {
        guard let (report, _) = self.report(in: scope) else {
            return ErrorPresentation.presentedText(of: assessment)
        }
        return report.presentedText(of: assessment)
    }

    func present(
        _ assessment: ErrorAssessment, in scope: (any HandlingScope)?,
        recording record: HandlingLog.PendingRecord?,
        completing completion: () -> StepCompletion
    ) {
        // The report, when there is one, leads to the center without the link's lock.
        if let (report, center) = report(in: scope) {
            center.present(assessment, for: report, recording: record, completing: completion)
        } else if let center {
            center.present(assessment, for: nil, recording: record, completing: completion)
        } else {
            record?.write(presentedText: nil)
        }
    }
}
