extension ErrorPresentation {
    /// What Retry does, given the title of the presentation it is shown on: on the main actor,
    /// where the button is chosen.
    typealias RetryAction = @MainActor @Sendable (_ shownTitle: String) async -> Void

    /// The presentation of the error an assessment shows, built once, with its recovery
    /// decided: the one way a presentation of an assessed error is made.
    ///
    /// Its words are ``PresentationWords/init(assessment:title:recovery:texts:)``, the ones the
    /// log says the person saw. When `recovery`, as a presentation in `style` makes it (see
    /// ``RecoveryOffer/shown(in:)``), offers Retry and there is a `retry`, the buttons are Retry
    /// and Cancel and the presentation stores the offer with its Retry button's id; otherwise
    /// they are `buttons`, or the error's own (those of ``init(error:onRecovery:)``).
    /// - Parameters:
    ///   - assessment: The error as it entered, with what was decided of it.
    ///   - style: How it asks to be shown.
    ///   - title: The title instead of the error's own title and message, as a caller chose.
    ///   - recovery: What the report it shows offers, decided once by its center.
    ///   - buttons: The buttons when Retry is not offered; `nil` for the error's own.
    ///   - retryTitle: The title of the Retry button; a localized "Retry" when `nil`.
    ///   - retry: What Retry does.
    ///   - texts: The texts the words and buttons are read from, once for the presentation.
    init(
        assessment: ErrorAssessment, style: PresentationStyle = .alert, title: String? = nil,
        recovery: RecoveryOffer = .none, buttons: [Button]? = nil, retryTitle: String? = nil,
        retry: RetryAction? = nil, texts: LocalizedTexts = .current
    ) {
        let offer = retry == nil ? .none : recovery.shown(in: style)
        self.init(
            words: PresentationWords(assessment: assessment, title: title, recovery: offer, texts: texts),
            buttons: [], style: style, error: assessment.shown, groupingKey: assessment.groupingKey)
        if let retry, offer.offersRetry {
            let retryButton = Self.retryButton(
                titled: retryTitle, runs: retry, shownAs: self.title, texts: texts)
            self.buttons = [retryButton, Self.cancelButton(texts: texts)]
            self.recovery = offer.withRetryButton(retryButton.id)
        } else {
            self.buttons = buttons ?? Self.buttons(for: assessment.shown, onRecovery: nil, texts: texts)
        }
    }

    /// The presentation, as rules built it themselves (an alert of a rule, a presentation a
    /// custom action made), offering `recovery` as ``init(assessment:style:title:recovery:buttons:retryTitle:retry:texts:)``
    /// offers it: Retry and Cancel in place of its buttons, which keep the rules' chain waiting
    /// until the person chooses, and the line that promises the retry once the device is back
    /// online when the center runs it then.
    func offering(
        _ recovery: RecoveryOffer, retry: @escaping RetryAction, texts: LocalizedTexts = .current
    ) -> ErrorPresentation {
        let offer = recovery.shown(in: style)
        guard offer.offersRetry else { return self }
        let retryButton = Self.retryButton(titled: nil, runs: retry, shownAs: title, texts: texts)
        var offered = replacingButtons(with: [retryButton, Self.cancelButton(texts: texts)])
        offered.message = words.offering(offer, texts: texts).message
        offered.recovery = offer.withRetryButton(retryButton.id)
        return offered
    }

    /// A button titled `title`, else "Retry", that runs `retry` for a presentation titled
    /// `shownTitle`.
    private static func retryButton(
        titled title: String?, runs retry: @escaping RetryAction, shownAs shownTitle: String,
        texts: LocalizedTexts
    ) -> Button {
        Button(
            title: title ?? StandardButtonTitle.retry.localized(in: texts),
            onMainActor: { await retry(shownTitle) })
    }

    /// A localized "Cancel" that does nothing.
    static func cancelButton(texts: LocalizedTexts = .current) -> Button {
        Button(title: StandardButtonTitle.cancel.localized(in: texts), role: .cancel, onMainActor: {})
    }
}
