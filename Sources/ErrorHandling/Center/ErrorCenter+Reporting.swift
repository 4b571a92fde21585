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

    /// Sends a report down its route — through the rules, or straight to the presentation the
    /// caller chose — and on to the center's state. A cancellation takes neither route: it is
    /// logged and counted.
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

    /// Runs the route of `report`, so the first presentation the route hands to this center, or
    /// else the end of its handling, counts for it.
    private nonisolated func route(_ report: Report) {
        switch report.route {
        case .rules(let handler):
            // The machine keeps the center alive until the report is accounted for.
            // A handler without a view presents here, through the report (its scope), which also
            // tells the center when the handling ends.
            _ = (handler ?? self.handler).handle(report.assessment, scope: report, onCompleted: nil)
        case .display(let display):
            let presentation = presentation(of: display, for: report)
            handler.logWithoutRules(report.assessment, shownAs: presentation)
            carryOut(machine.withLock { $0.presentationArrived(presentation, for: report) })
        }
    }

    /// Counts `report`, whose handling ended, as handled without a presentation when nothing
    /// accounted for it.
    nonisolated func handlingEnded(_ report: Report) {
        carryOut(machine.withLock { $0.handlingEnded(report.id) })
    }

    /// The handler whose rules `report` goes through, and whose logger logs it.
    nonisolated func routeHandler(of report: Report) -> ErrorHandler {
        guard case .rules(let handler?) = report.route else { return self.handler }
        return handler
    }

    /// Shows the error of `assessment` as ``ActionHandler/presentError`` asked. For `report`,
    /// when it is not accounted for yet, a presentation of the same kind on screen or waiting
    /// only counts one more occurrence and the chain goes on at once; otherwise it is built
    /// once, with what the report carries — its style, and Retry and Cancel instead of the
    /// error's own buttons when the report has a retry the retry policy accepts. Without a
    /// report, or for one already accounted for, it counts as a report of its own.
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
        // Building reads the error's texts, and a drop is logged: the app's code, so an error
        // handled from there is one level deeper than the rules that present this one.
        HandlingDepth.$current.withValue(HandlingDepth.current + 1) {
            // Without the report, a report of its own, logged by the rules that hand it here,
            // unlike a presentation that ``enter(_:)`` takes.
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

    /// Takes a presentation from the rules engine into this center's queue.
    ///
    /// The presentation counts for the report being handled when it is the first presentation
    /// of that report, and gets what the report carries: its style, and Retry and Cancel
    /// buttons when it carries a retry the center's retry policy accepts. Any other presentation
    /// counts as a report of its own, and is logged here unless a handler's rules made it (and
    /// logged its error).
    nonisolated func enter(_ presentation: ErrorPresentation) {
        if let report = Report.current(at: self), machine.withLock({ $0.claim(report.id) }) {
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

    /// How many presentations the center holds, on screen and waiting, inline messages
    /// included: at most one per kind of error, within the capacity, however many reports
    /// arrive while the main actor is busy.
    package nonisolated var presentationCount: Int {
        machine.withLock { $0.presentationCount }
    }
}
