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
    ///   - retry: Runs the failed operation again. When the rules present the error as an
    ///     alert or action sheet and the center's retry policy (the `retryPolicy` of
    ///     ``init(handler:logger:capacity:retryPolicy:clock:connectivity:)``) accepts the error (as thrown or
    ///     as translated), its buttons are "Retry" and "Cancel"; Retry runs this under the
    ///     policy, and a retry that gives up is reported again, with the same retry.
    public func report(
        _ error: any Error,
        style: PresentationStyle? = nil,
        using handler: ErrorHandler? = nil,
        retry: (@Sendable () async throws -> Void)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) {
        let report = Report(
            error: error, style: style, route: .rules(handler), retry: retry,
            origin: ReportOrigin(file: file, line: line, function: function),
            age: retry == nil ? nil : Stopwatch(clock), failedAttempts: nil)
        submit(report, onMainActor: isolation === MainActor.shared)
    }

    /// Runs `operation` once and returns its value; when it throws, reports the error with
    /// the operation as its retry and returns `nil`.
    ///
    /// ```swift
    /// let feed = await center.attempt { try await api.feed() }
    /// ```
    ///
    /// Cancellation is not an error to show: a `CancellationError`, a cancelled `URLError`, or
    /// any error thrown in a cancelled task is not reported.
    /// - Parameters:
    ///   - style: Replaces the style of the presentation the rules make.
    ///   - isolation: The caller's actor; leave the default.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    ///   - operation: The work to run; Retry runs it again.
    /// - Returns: The operation's value, or `nil` when it failed.
    @discardableResult
    public func attempt<T: Sendable>(
        style: PresentationStyle? = nil,
        isolation: isolated (any Actor)? = #isolation,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function,
        _ operation: @escaping @Sendable () async throws -> T
    ) async -> T? {
        do {
            return try await operation()
        } catch {
            if !ErrorHandler.isCancellation(error) {
                report(
                    error, style: style, retry: { _ = try await operation() }, isolation: isolation,
                    file: file, line: line, function: function)
            }
            return nil
        }
    }

    /// Sends a report down its route — through the rules, or straight to the presentation the
    /// caller chose — and on to the center's state: on the main actor before this returns, else
    /// through the inbox shortly after.
    nonisolated func submit(_ report: Report, onMainActor: Bool) {
        let ticket = ReportTicket(center: ObjectIdentifier(self), report: report)
        inbox.withLock { $0.unprocessed += 1 }
        if let attempts = report.failedAttempts {
            HandlingLog.$reportMetadata.withValue(["attempt": String(attempts)]) {
                route(report, ticket: ticket)
            }
        } else {
            route(report, ticket: ticket)
        }
        if onMainActor {
            MainActor.assumeIsolated { drainInbox(endingScheduledDrain: false) }
        }
    }

    /// Runs the route of `report` with its ticket bound, so the first presentation the route
    /// hands to this center, or else the end of its handling, counts for it.
    private nonisolated func route(_ report: Report, ticket: ReportTicket) {
        ReportTicket.$current.withValue(ticket) {
            switch report.route {
            case .rules(let handler):
                presentingHere(handler ?? self.handler).handle(
                    error: report.error,
                    onCompleted: { [weak self] in
                        // Weak: the chain may wait on a presentation this center holds.
                        if ticket.claim() {
                            self?.deliver(.withoutPresentation, isNewReport: false)
                        }
                    },
                    file: report.origin.file, line: report.origin.line, function: report.origin.function)
            case .display(let display):
                let origin = report.origin
                handler.logWithoutRules(
                    report.error, file: origin.file, line: origin.line, function: origin.function)
                present(presentation(of: display, for: report))
            }
        }
    }

    /// `handler`, or when it has no view to present on, a child of it that presents here.
    private nonisolated func presentingHere(_ handler: ErrorHandler) -> ErrorHandler {
        handler.hasView ? handler : handler.child(for: link)
    }

    /// Takes an alert built for the SwiftErrorHandler 5 API (an ``ErrorAlert`` of a rule): it
    /// becomes an ``ErrorPresentation`` (with the alert's ``AlertController/error``) and goes
    /// on as ``present(_:)``.
    /// - Parameter alert: The alert.
    public nonisolated func present(alert: AlertController) {
        present(ErrorPresentation(alert: alert))
    }

    /// Takes a presentation from the rules engine into this center's queue.
    ///
    /// The presentation counts for the report being handled when it is the first presentation
    /// of that report, and gets what the report carries: its style, and Retry and Cancel
    /// buttons when it carries a retry the center's retry policy accepts. Any other presentation
    /// counts as a report of its own.
    /// - Parameter presentation: The presentation.
    public nonisolated func present(_ presentation: ErrorPresentation) {
        if let ticket = ReportTicket.current, ticket.center == ObjectIdentifier(self), ticket.claim() {
            deliver(
                .presentation(prepared(presentation, for: ticket.report), report: ticket.report),
                isNewReport: false)
        } else {
            deliver(.presentation(presentation, report: nil), isNewReport: true)
        }
    }

    /// Waits until every report made so far has reached the main actor: presented, coalesced,
    /// dropped or handled without a presentation. A report whose rules are still running (an
    /// alert on another view waiting for a tap, a long `.run` action) is waited for too.
    public func waitUntilIdle() async {
        guard inbox.withLock({ $0.unprocessed > 0 }) else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// How many presentations wait in the inbox for the main actor: at most one per kind of
    /// error, however many reports arrive while the main actor is busy.
    package nonisolated var inboxEntryCount: Int {
        inbox.withLock { $0.entryCount }
    }

    /// Hands an arrival to the main actor, in order through the inbox: a report made on the
    /// main actor takes it before it returns, else one main-actor task takes all that arrived
    /// before it runs. Arrivals of a kind already waiting fold into it (see ``CenterInbox``).
    private nonisolated func deliver(_ arrival: CenterArrival, isNewReport: Bool) {
        let (startsDrain, displaced) = inbox.withLock { inbox in
            if isNewReport {
                inbox.unprocessed += 1
            }
            let displaced = inbox.add(arrival, capacity: capacity)
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

    /// Processes every arrival in the inbox, oldest first, and wakes ``waitUntilIdle()``
    /// callers once nothing is left to process.
    ///
    /// Only the scheduled task ends the schedule: while it has not run, a report on the main
    /// actor drains the inbox itself and no further task is started, so a burst of reports
    /// starts one task at most.
    private func drainInbox(endingScheduledDrain: Bool) {
        let batch = inbox.withLock { inbox in
            if endingScheduledDrain {
                inbox.isDrainScheduled = false
            }
            return inbox.takeAll()
        }
        for entry in batch.entries {
            accept(
                entry.presentation, context: PresentationContext(report: entry.report),
                reports: entry.reports)
        }
        if batch.settled > 0 {
            statistics.count(batch)
        }
        let isIdle = inbox.withLock { inbox in
            inbox.unprocessed -= batch.arrivals
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
