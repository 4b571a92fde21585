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
    public func report(
        _ error: any Error,
        style: PresentationStyle? = nil,
        using handler: ErrorHandler? = nil,
        isolation: isolated (any Actor)? = #isolation,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) {
        let ticket = ReportTicket(
            center: ObjectIdentifier(self), style: style,
            origin: ReportOrigin(file: file, line: line, function: function))
        inbox.withLock { $0.unprocessed += 1 }
        ReportTicket.$current.withValue(ticket) {
            presentingHere(handler ?? self.handler).handle(
                error: error,
                onCompleted: { [weak self] in
                    // Weak: the chain may wait on a presentation this center holds.
                    if ticket.claim() {
                        self?.deliver(.withoutPresentation, isNewReport: false)
                    }
                },
                file: file, line: line, function: function)
        }
        if isolation === MainActor.shared {
            MainActor.assumeIsolated { drainInbox(endingScheduledDrain: false) }
        }
    }

    /// `handler`, or when it has no view to present on, a child of it that presents here.
    private nonisolated func presentingHere(_ handler: ErrorHandler) -> ErrorHandler {
        handler.hasView ? handler : handler.child(for: link)
    }

    /// Takes an alert from the rules engine: it becomes an ``ErrorPresentation`` (with the
    /// alert's ``AlertController/error``) in this center's queue.
    ///
    /// The alert counts for the report being handled when it is the first presentation of
    /// that report; any other alert counts as a report of its own.
    /// - Parameter alert: The alert.
    public nonisolated func present(alert: AlertController) {
        let presentation = ErrorPresentation(alert: alert)
        if let ticket = ReportTicket.current, ticket.center == ObjectIdentifier(self), ticket.claim() {
            let styled = ticket.style.map { presentation.with(style: $0) } ?? presentation
            deliver(.presentation(styled, origin: ticket.origin), isNewReport: false)
        } else {
            deliver(.presentation(presentation, origin: nil), isNewReport: true)
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
            logDrop(of: entry.presentation, origin: entry.origin)
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
                entry.presentation, context: PresentationContext(origin: entry.origin, action: nil),
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
