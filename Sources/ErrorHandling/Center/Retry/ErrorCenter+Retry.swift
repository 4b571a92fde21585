extension ErrorCenter {
    /// The presentation of `assessment` for `report`, in `style`, built once: the error's own
    /// title, message and buttons, or Retry and Cancel when ``offersRetry(in:for:)``, and the
    /// line that promises the retry once the device is back online when the center will do it.
    nonisolated func presentation(
        of assessment: ErrorAssessment, style: PresentationStyle, for report: Report
    ) -> ErrorPresentation {
        guard offersRetry(in: style, for: report) else {
            return ErrorPresentation(assessment: assessment, style: style)
        }
        let shown = ErrorPresentation(
            assessment: assessment, style: style, buttons: [],
            messageLine: retryWhenOnlineLine(for: report, in: style))
        return shown.settingButtons(retryAndCancel(for: report, shownAs: shown.title))
    }

    /// `presentation` as the rules built it themselves (an alert of a rule, a presentation a
    /// custom action made) for `report`, with what the report carries: its style, and Retry
    /// and Cancel in place of the rules' buttons when ``offersRetry(in:for:)``. The replaced
    /// buttons keep the rules' chain waiting until the person chooses. When the retry runs by
    /// itself once the device is back online, the message says so.
    nonisolated func prepared(_ presentation: ErrorPresentation, for report: Report) -> ErrorPresentation {
        let styled = report.style.map { presentation.with(style: $0) } ?? presentation
        guard offersRetry(in: styled.style, for: report) else { return styled }
        let withRetry = styled.replacingButtons(with: retryAndCancel(for: report, shownAs: styled.title))
        return retryWhenOnlineLine(for: report, in: styled.style).map { withRetry.appendingToMessage($0) }
            ?? withRetry
    }

    /// Whether a presentation in `style` made for `report` offers the report's retry as its
    /// first button: it is an alert or action sheet, and either an
    /// ``ErrorAction/retry(_:buttonTitle:)`` alert or one of the rules whose error, as assessed
    /// where it entered, the report's retry policy accepts (see ``retryPolicy(of:)``).
    nonisolated func offersRetry(in style: PresentationStyle, for report: Report) -> Bool {
        guard report.retry != nil, style.isModal else { return false }
        switch report.route {
        case .display:
            // Only the display type `.alert(.retry)` gives a report a retry.
            return true
        case .rules:
            return retryPolicy(of: report).accepts(report.assessment)
        }
    }

    /// The policy the retry of `report` runs under: its own, else the center's.
    nonisolated func retryPolicy(of report: Report) -> RetryPolicy {
        report.retryPolicy ?? recovery.policy
    }

    /// A localized "Retry" that runs the retry of `report`, then a "Cancel".
    private nonisolated func retryAndCancel(
        for report: Report, shownAs shownTitle: String
    ) -> [ErrorPresentation.Button] {
        [
            retryButton(title: StandardButtonTitle.retry.localized(), for: report, shownAs: shownTitle),
            Self.cancelButton(),
        ]
    }

    /// A button that runs the retry of `report`, whose presentation has the title `shownTitle`.
    nonisolated func retryButton(
        title: String, for report: Report, shownAs shownTitle: String
    ) -> ErrorPresentation.Button {
        ErrorPresentation.Button(title: title) { [weak self] in
            await self?.retry(report, title: shownTitle)
        }
    }

    /// A localized "Cancel" that does nothing.
    nonisolated static func cancelButton() -> ErrorPresentation.Button {
        ErrorPresentation.Button(title: StandardButtonTitle.cancel.localized(), role: .cancel)
    }

    /// Runs the retry of `report` (see ``RetryRun``) and shows its progress in ``retries``.
    /// When every attempt fails, the last failure is reported again the way `report` was, with
    /// the same retry.
    private func retry(_ report: Report, title: String) async {
        let outcome = await recovery.run(
            report, under: retryPolicy(of: report), title: title,
            translator: routeHandler(of: report).translator)
        guard case .gaveUp(var failure, let attempts) = outcome else { return }
        showUnderConnectivity(&failure, retries: true)
        let again = report.failedAgain(
            with: failure, attempts: attempts,
            age: Stopwatch(recovery.clock), at: self)
        submit(again)
        publish()
    }
}

extension PresentationStyle {
    /// Whether a presentation in this style waits for a choice: an alert or an action sheet.
    package var isModal: Bool {
        switch self {
        case .alert, .actionSheet: true
        case .toast, .inline: false
        }
    }
}
