extension ErrorCenter {
    /// `presentation` as the rules made it for `report`, with what the report carries: its
    /// style, and Retry and Cancel in place of the rules' buttons when it carries a retry, is
    /// shown as an alert or action sheet, and the ``retryPolicy`` accepts the error as thrown
    /// or as shown. The replaced buttons keep the rules' chain waiting until the person chooses.
    /// When the retry runs by itself once the device is back online, the message says so.
    nonisolated func prepared(_ presentation: ErrorPresentation, for report: Report) -> ErrorPresentation {
        let styled = report.style.map { presentation.with(style: $0) } ?? presentation
        guard case .rules = report.route, offersRetry(styled, for: report) else { return styled }
        let withRetry = styled.replacingButtons(with: [
            retryButton(title: StandardButtonTitle.retry.localized(), for: report, shownAs: styled.title),
            Self.cancelButton(),
        ])
        return notingRetryWhenOnline(withRetry, for: report)
    }

    /// Whether the first button of `presentation`, made for `report`, runs the report's retry:
    /// the presentation is an alert or action sheet, and either an ``ErrorAction/retry(_:buttonTitle:)``
    /// alert or one of the rules whose error, as assessed where it entered, the ``retryPolicy``
    /// accepts.
    nonisolated func offersRetry(_ presentation: ErrorPresentation, for report: Report) -> Bool {
        guard report.retry != nil, presentation.isModal else { return false }
        switch report.route {
        case .display:
            // Only the display type `.alert(.retry)` gives a report a retry.
            return true
        case .rules:
            return retryPolicy.accepts(report.assessment)
        }
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
        guard let operation = report.retry else { return }
        let run = RetryRun(
            policy: retryPolicy, clock: clock, reported: report.assessment,
            translator: routeHandler(of: report).translator,
            title: title, failedFor: report.age?.elapsed ?? .zero)
        let outcome = await run.run(progress: { show($0) }, operation)
        retries.removeAll { $0.id == run.id }
        guard case .gaveUp(let failure, let attempts) = outcome else { return }
        let again = report.failedAgain(
            with: shownUnderConnectivity(failure), attempts: attempts, age: Stopwatch(clock))
        submit(again, onMainActor: true)
    }

    /// Puts `progress` in ``retries``, in place of the retry's earlier progress.
    private func show(_ progress: RetryProgress) {
        if let index = retries.firstIndex(where: { $0.id == progress.id }) {
            retries[index] = progress
        } else {
            retries.append(progress)
        }
    }
}

extension ErrorPresentation {
    /// Whether the presentation waits for a choice: an alert or an action sheet.
    var isModal: Bool {
        switch style {
        case .alert, .actionSheet: true
        case .toast, .inline: false
        }
    }
}
