extension ErrorCenter {
    /// What a report offers to recover, decided once, when it is made: Retry for a `retry` of an
    /// ``ErrorAction/retry(_:buttonTitle:)`` alert or one the policy accepts the error for; run
    /// by itself once back online as ``RecoveryOffer`` says.
    nonisolated func recoveryOffer(
        for assessment: ErrorAssessment, route: Report.Route, retry: (@Sendable () async throws -> Void)?,
        retryPolicy: RetryPolicy?
    ) -> RecoveryOffer {
        guard retry != nil else { return .none }
        let policy = self.retryPolicy(retryPolicy)
        // On the display route only `.alert(.retry)` gives a retry, which is always offered.
        let isAccepted = if case .display = route { true } else { policy.accepts(assessment) }
        return RecoveryOffer(
            hasRetry: true, isAccepted: isAccepted, runsUnasked: policy.runsUnasked,
            hasMonitor: recovery.updates != nil, isShownOffline: assessment.isShownOffline)
    }

    nonisolated func presentation(
        of assessment: ErrorAssessment, style: PresentationStyle, for report: Report
    ) -> ErrorPresentation {
        ErrorPresentation(
            assessment: assessment, style: style, recovery: report.recovery, retry: retry(of: report))
    }

    /// A presentation the rules built themselves, with the style and offer of `report`.
    nonisolated func prepared(_ presentation: ErrorPresentation, for report: Report) -> ErrorPresentation {
        let styled = report.style.map { presentation.with(style: $0) } ?? presentation
        return styled.offering(report.recovery, retry: retry(of: report))
    }

    /// The policy a retry runs under whose report carries `own`: that one, else the center's.
    private nonisolated func retryPolicy(_ own: RetryPolicy?) -> RetryPolicy {
        own ?? recovery.policy
    }

    /// What the Retry button of a presentation of `report` does, on the main actor.
    nonisolated func retry(of report: Report) -> ErrorPresentation.RetryAction {
        { [weak self] shownTitle in await self?.retry(report, title: shownTitle) }
    }

    /// Runs the retry of `report` (see ``RetryRun``), showing its progress in ``retries``; when
    /// every attempt fails, the last failure is reported again the way `report` was.
    private func retry(_ report: Report, title: String) async {
        guard let operation = report.retry else { return }
        let run = RetryRun(
            policy: retryPolicy(report.retryPolicy), clock: recovery.clock, reported: report.assessment,
            translator: routeHandler(of: report).translator, title: title,
            failedFor: report.age?.elapsed ?? .zero, failedAttempts: report.failedAttempts)
        let outcome = await run.run(
            progress: { step in applyEvent { $0.retryProgressed(step) } }, operation)
        applyEvent { $0.retryFinished(run.id) }
        guard case .gaveUp(let failure, let attempts) = outcome else { return }
        submit(report.failedAgain(with: failure, attempts: attempts, at: self))
        publish()
    }
}

extension Report {
    /// What the person is shown of `assessment` when the rules present it with
    /// ``ActionHandler/presentError``, worked out by the same function, for the log.
    func presentedText(of assessment: ErrorAssessment) -> String {
        PresentationWords(
            assessment: assessment, title: nil, recovery: recovery.shown(in: presentErrorStyle),
            texts: .current
        ).presentedText
    }
}

extension ErrorCenter {
    /// What the center last heard from its connectivity monitor: `nil` until the first value
    /// arrives, and without a monitor.
    package var knownConnectivity: Connectivity? {
        _ = shown  // observed with it
        return machine.withLock { $0.knownConnectivity }
    }

    /// Takes in a settled value of the connectivity monitor and starts the retries it says to
    /// (see ``CenterStateMachine/connectivityChanged(to:)``).
    func connectivityChanged(to state: Connectivity) {
        for retry in applyEvent({ $0.connectivityChanged(to: state) }).retriesToStart {
            guard let running = startDismissal(of: retry.presentation, choosing: retry.retryButton) else {
                continue
            }
            machine.withLock { $0.retryStartedOnline(running, takingDown: retry.presentation) }
            Task { [weak self] in
                await running.value
                self?.machine.withLock { $0.onlineRetryFinished(takingDown: retry.presentation) }
            }
        }
    }

    /// The retry that the device coming back online started by taking down the presentation
    /// `id`, while it runs: a presenter that was asking about `id` waits for it.
    package func retryStartedOnline(takingDown id: ErrorPresentation.ID) -> Task<Void, Never>? {
        machine.withLock { $0.retryStartedOnline(takingDown: id) }
    }
}

extension ErrorAssessment {
    /// Shows the error, as a report brings it to a center, as `connectivity` (what the center
    /// last heard from its monitor) makes true, and works out its grouping key once, and its
    /// verdicts too when the report `retries` or the device is offline.
    ///
    /// - Online, an error translated as ``AppError/offline`` is shown as
    ///   ``AppError/network(underlying:)`` of the error as thrown.
    /// - Offline, an error about the connection (a connection that could not be made or was
    ///   lost, Firebase's network error, Firestore's unavailable) is shown as
    ///   ``AppError/offline``. A timeout stays a timeout.
    /// - Until the monitor's first value, and without a monitor, the translation stands.
    /// - Parameter retries: Whether the report carries a retry, whose offer and runs read the
    ///   verdicts again and again: they are then worked out here, once.
    mutating func show(under connectivity: Connectivity?, retries: Bool) {
        if retries || connectivity == .offline {
            workOutVerdicts()
        }
        let isShownOffline = self.isShownOffline
        switch connectivity {
        case .online? where isShownOffline:
            show(AppError.network(underlying: error))
        case .offline? where !isShownOffline && connection != nil:
            show(AppError.offline)
        default:
            workOutGroupingKey()
        }
    }
}
