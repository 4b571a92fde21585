extension ErrorCenter {
    /// What a report of `assessment` offers to recover from its error (see ``RecoveryOffer``),
    /// decided once, when the report is made: Retry, for a report with a `retry` that is either
    /// an ``ErrorAction/retry(_:buttonTitle:)`` alert or one of the rules whose error, as
    /// assessed where it entered, the retry policy accepts; run by itself once the device is back
    /// online when the center has a connectivity monitor, the policy may run it unasked (not
    /// ``RetryPolicy/once``) and the error is shown as ``AppError/offline``.
    nonisolated func recoveryOffer(
        for assessment: ErrorAssessment, route: Report.Route, retry: (@Sendable () async throws -> Void)?,
        retryPolicy: RetryPolicy?
    ) -> RecoveryOffer {
        guard retry != nil else { return .none }
        let policy = self.retryPolicy(retryPolicy)
        let isAccepted: Bool
        switch route {
        case .display:
            // Only the display type `.alert(.retry)` gives a report a retry.
            isAccepted = true
        case .rules:
            isAccepted = policy.accepts(assessment)
        }
        return RecoveryOffer(
            hasRetry: true, isAccepted: isAccepted, runsUnasked: policy.runsUnasked,
            hasMonitor: recovery.updates != nil, isShownOffline: assessment.isShownOffline)
    }

    /// The presentation of `assessment` for `report`, in `style`, built once with what the
    /// report offers (see ``ErrorPresentation/init(assessment:style:title:recovery:buttons:retryTitle:retry:texts:)``).
    nonisolated func presentation(
        of assessment: ErrorAssessment, style: PresentationStyle, for report: Report
    ) -> ErrorPresentation {
        ErrorPresentation(
            assessment: assessment, style: style, recovery: report.recovery, retry: retry(of: report))
    }

    /// `presentation` as the rules built it themselves (an alert of a rule, a presentation a
    /// custom action made) for `report`, with what the report carries: its style, and what it
    /// offers (see ``ErrorPresentation/offering(_:retry:texts:)``).
    nonisolated func prepared(_ presentation: ErrorPresentation, for report: Report) -> ErrorPresentation {
        let styled = report.style.map { presentation.with(style: $0) } ?? presentation
        return styled.offering(report.recovery, retry: retry(of: report))
    }

    /// The policy the retry of `report` runs under: its own, else the center's.
    nonisolated func retryPolicy(of report: Report) -> RetryPolicy {
        retryPolicy(report.retryPolicy)
    }

    /// The policy a retry runs under whose report carries `own`: that one, else the center's.
    private nonisolated func retryPolicy(_ own: RetryPolicy?) -> RetryPolicy {
        own ?? recovery.policy
    }

    /// What the Retry button of a presentation of `report` does: runs the report's retry, on
    /// the main actor where the button is chosen.
    nonisolated func retry(of report: Report) -> ErrorPresentation.RetryAction {
        { [weak self] shownTitle in await self?.retry(report, title: shownTitle) }
    }

    /// Runs the retry of `report` (see ``RetryRun``), whose presentation had the title `title`,
    /// and shows its progress in ``retries``; each new failure is assessed with the translator
    /// of the report's rules. When every attempt fails, the last failure is reported again the
    /// way `report` was, with the same retry.
    private func retry(_ report: Report, title: String) async {
        guard let operation = report.retry else { return }
        let run = RetryRun(
            policy: retryPolicy(of: report), clock: recovery.clock, reported: report.assessment,
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
    /// What the person is shown of `assessment`, the error of this report, when the rules
    /// present it with ``ActionHandler/presentError``: the words of
    /// ``ErrorCenter/presentation(of:style:for:)``, worked out by the same function, for the log.
    func presentedText(of assessment: ErrorAssessment) -> String {
        PresentationWords(
            assessment: assessment, title: nil, recovery: recovery.shown(in: presentErrorStyle),
            texts: .current
        ).presentedText
    }
}
