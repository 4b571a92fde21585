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
            assessment: assess(
                error, translator: (handler ?? self.handler).translator, origin: origin, retries: retry != nil
            ),
            style: style, route: .rules(handler), retry: retry, retryPolicy: retryPolicy,
            age: retry == nil ? nil : Stopwatch(clock),
            failedAttempts: nil, center: self, routedOnMainActor: isolation === MainActor.shared)
        submit(report)
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
    /// caller chose — and on to the center's state: on the main actor before this returns, else
    /// through the inbox shortly after. A cancellation takes neither route: it is logged and
    /// counted.
    ///
    /// The report is bound (``Report/current``) only around the actions its rules run, not
    /// around the routing: a repeat folded into a presentation, the most common end of a
    /// report, is given the report and binds nothing.
    nonisolated func submit(_ report: Report) {
        intake.inbox.withLock { $0.unprocessed += 1 }
        if report.assessment.isCancellation {
            routeHandler(of: report).logWithoutRules(report.assessment, shownAs: nil)
            _ = report.claim()
            deliver(.cancelled, isNewReport: false, for: report)
        } else if let attempts = report.failedAttempts {
            HandlingLog.$reportMetadata.withValue(["attempt": String(attempts)]) {
                route(report)
            }
        } else {
            route(report)
        }
        report.endRouting()
    }

    /// Runs the route of `report`, so the first presentation the route hands to this center, or
    /// else the end of its handling, counts for it.
    private nonisolated func route(_ report: Report) {
        switch report.route {
        case .rules(let handler):
            _ = intake.presenting(handler).handle(
                report.assessment, scope: report, onCompleted: report.endHandling)
        case .display(let display):
            let presentation = presentation(of: display, for: report)
            handler.logWithoutRules(report.assessment, shownAs: presentation)
            _ = report.claim()
            deliver(.presentation(presentation, report: report), isNewReport: false, for: report)
        }
    }

    /// Counts `report`, whose handling ended with nothing presented here.
    nonisolated func deliverHandledWithoutPresentation(of report: Report) {
        deliver(.withoutPresentation, isNewReport: false, for: report)
    }

    /// The handler whose rules `report` goes through, and whose logger logs it.
    nonisolated func routeHandler(of report: Report) -> ErrorHandler {
        guard case .rules(let handler?) = report.route else { return self.handler }
        return handler
    }

    /// Counts the error of `assessment`, for `report`, as a repeat of the
    /// presentation of its kind, when there is one, and builds nothing: routed on the main
    /// actor now, one on screen or waiting, after the arrivals waiting in the inbox; elsewhere,
    /// one waiting in the inbox.
    /// - Parameter routing: What `report` says of its routing at this center (see
    ///   ``Report/routing(at:)``).
    /// - Returns: Whether it was a repeat; the report is then settled.
    nonisolated func foldsRepeat(
        of assessment: ErrorAssessment, for report: Report,
        routing: (style: PresentationStyle?, isOnTheMainActorNow: Bool)
    ) -> Bool {
        let slot = PresentationQueue.Slot(routing.style ?? .alert, groupingKey: assessment.groupingKey)
        guard routing.isOnTheMainActorNow else {
            return intake.inbox.withLock { inbox in
                inbox.holdsArrival(in: slot) && report.claim() && inbox.foldRepeat(into: slot)
            }
        }
        // The center goes in unretained: the caller holds it, and a retain of an object that
        // is referred to weakly (by its link) takes the slow path.
        let unretained = Unmanaged.passUnretained(self)
        return MainActor.runKnownIsolated((unretained, slot, report)) { center, slot, report in
            center._withUnsafeGuaranteedRef { center in
                center.drainInbox(endingScheduledDrain: false)
                guard center.queue.foldRepeats(into: slot, if: report.claim) else { return false }
                center.settle(1)
                return true
            }
        }
    }

    /// Shows the error of `assessment` as ``ActionHandler/presentError`` asked, for the report
    /// being handled (a repeat that ``foldsRepeat(of:)`` counted never gets here): built once, with what the report carries — its style,
    /// and Retry and Cancel instead of the error's own buttons when the report has a retry the
    /// ``retryPolicy`` accepts.
    nonisolated func present(_ assessment: ErrorAssessment, completing completion: StepCompletion) {
        guard let report = Report.current(at: self), report.claim()
        else {
            enter(ErrorPresentation(assessment: assessment).completing(completion))
            return
        }
        let style = report.style ?? .alert
        deliver(
            .presentation(
                presentation(of: assessment, style: style, for: report).completing(completion), report: report
            ),
            isNewReport: false, for: report)
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
        if let report = Report.current(at: self), report.claim() {
            deliver(
                .presentation(prepared(presentation, for: report), report: report),
                isNewReport: false, for: report)
            return
        }
        if HandlingDepth.current == 0 {
            handler.logWithoutRules(
                ErrorAssessment(presentation.error, translator: nil, origin: .unknown), shownAs: presentation)
        }
        deliver(.presentation(presentation, report: nil), isNewReport: true)
    }

    /// Waits until every report made so far has reached the main actor: presented, coalesced,
    /// dropped or handled without a presentation. A report whose rules are still running (an
    /// alert on another view waiting for a tap, a long `.run` action) is waited for too.
    public func waitUntilIdle() async {
        guard intake.inbox.withLock({ $0.unprocessed > 0 }) else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// How many presentations wait in the inbox for the main actor: at most one per kind of
    /// error, however many reports arrive while the main actor is busy.
    package nonisolated var inboxEntryCount: Int {
        intake.inbox.withLock { $0.entryCount }
    }

    /// Hands an arrival to the main actor, in order. The synchronous routing of a report made
    /// on the main actor processes its own arrivals at once; anything else goes through the
    /// inbox, which one main-actor task takes all at once. Arrivals of a kind already waiting
    /// fold into it (see ``CenterInbox``).
    /// - Parameter report: The report the arrival is for, when it is known;
    ///   ``Report/current`` when not given.
    private nonisolated func deliver(
        _ arrival: CenterArrival, isNewReport: Bool, for report: Report? = Report.current
    ) {
        if !isNewReport, let report, report.routing(at: self)?.isOnTheMainActorNow == true {
            MainActor.runKnownIsolated((self, arrival)) { center, arrival in center.process(arrival) }
            return
        }
        let (startsDrain, displaced) = intake.inbox.withLock { inbox in
            if isNewReport {
                inbox.unprocessed += 1
            }
            let displaced = inbox.add(arrival)
            guard !inbox.isDrainScheduled else { return (false, displaced) }
            inbox.isDrainScheduled = true
            return (true, displaced)
        }
        if case .dropped(let entry) = displaced {
            logDrop(of: entry.presentation, report: entry.report)
        }
        if startsDrain {
            Task { @MainActor [weak self] in self?.drainInbox(endingScheduledDrain: true) }
        }
    }

    /// Processes one arrival of a report routed on the main actor now, after those waiting in
    /// the inbox, which arrived before it.
    private func process(_ arrival: CenterArrival) {
        drainInbox(endingScheduledDrain: false)
        switch arrival {
        case .presentation(let presentation, let report):
            accept(presentation, report: report)
        case .withoutPresentation:
            queue.countWithoutPresentation()
        case .cancelled:
            queue.countCancellation()
        }
        settle(1)
    }

    /// Processes every arrival in the inbox, oldest first.
    ///
    /// Only the scheduled task ends the schedule: while it has not run, a report on the main
    /// actor drains the inbox itself and no further task is started, so a burst of reports
    /// starts one task at most.
    private func drainInbox(endingScheduledDrain: Bool) {
        let taken = intake.inbox.withLock { inbox in
            if endingScheduledDrain {
                inbox.isDrainScheduled = false
            }
            return inbox.hasArrivals ? inbox.takeAll() : nil
        }
        guard let batch = taken else { return }
        for entry in batch.entries {
            accept(entry.presentation, report: entry.report, reports: entry.reports)
        }
        if batch.settled > 0 {
            queue.count(batch)
        }
        settle(batch.arrivals)
    }

    /// Counts `arrivals` arrivals as processed, and wakes ``waitUntilIdle()`` callers once
    /// nothing is left to process.
    private func settle(_ arrivals: Int) {
        let isIdle = intake.inbox.withLock { inbox in
            inbox.unprocessed -= arrivals
            return inbox.unprocessed == 0
        }
        if isIdle, !idleWaiters.isEmpty {
            let waiters = idleWaiters
            idleWaiters = []
            for waiter in waiters {
                waiter.resume()
            }
        }
    }
}
