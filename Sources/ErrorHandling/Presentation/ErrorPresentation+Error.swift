import Foundation

extension ErrorPresentation {
    /// Creates the presentation of any error the way AppKit's `NSAlert(error:)` does.
    ///
    /// - The title is the error's description (`LocalizedError.errorDescription`, or
    ///   `NSLocalizedDescriptionKey` for an `NSError`); an error that describes nothing gets a
    ///   localized generic title.
    /// - The message is the recovery suggestion, else the failure reason.
    /// - A `RecoverableError` with recovery options gets one button per option, in order; each
    ///   calls `attemptRecovery(optionIndex:)` and passes the result to `onRecovery`. Any other
    ///   error gets a single localized button that does nothing: "Sign In" for
    ///   ``AppError/recentSignInRequired`` (a rule of the app signs the person in), else "OK".
    ///
    /// ```swift
    /// let presentation = ErrorPresentation(error: error) { recovered in
    ///     if recovered { reload() }
    /// }
    /// ```
    /// - Parameters:
    ///   - error: The error to present.
    ///   - onRecovery: Receives whether the recovery chosen by the person succeeded.
    public init(error: any Error, onRecovery: (@Sendable (Bool) -> Void)? = nil) {
        self.init(error: error, groupingKey: ErrorIdentity.groupingKey(for: error), onRecovery: onRecovery)
    }

    private init(error: any Error, groupingKey: String, onRecovery: (@Sendable (Bool) -> Void)?) {
        let texts = LocalizedTexts.current
        let text = ErrorText(error, texts: texts)
        self.init(
            words: PresentationWords(title: text.title ?? "", message: text.message, texts: texts),
            buttons: Self.buttons(for: error, onRecovery: onRecovery, texts: texts), style: .alert,
            error: error,
            groupingKey: groupingKey)
    }

    /// The buttons of ``init(error:onRecovery:)``: one for each recovery option of a
    /// `RecoverableError`, else one that acknowledges the error, titled from `texts`.
    static func buttons(
        for error: any Error, onRecovery: (@Sendable (Bool) -> Void)?, texts: LocalizedTexts
    ) -> [Button] {
        guard let recoverable = error as? any RecoverableError, !recoverable.recoveryOptions.isEmpty else {
            let acknowledgement = (error as? AppError)?.acknowledgement ?? .ok
            return [Button(title: acknowledgement.localized(in: texts))]
        }
        return recoverable.recoveryOptions.enumerated().map { index, option in
            Button(title: option) {
                let recovered = recoverable.attemptRecovery(optionIndex: index)
                onRecovery?(recovered)
            }
        }
    }
}

/// The title and the message a presentation shows, cleaned for display: worked out once by the
/// presentation, and by the same function for the log that says what the person was shown.
struct PresentationWords: Sendable {
    /// The title, cleaned for display; never blank.
    let title: String
    /// The message under the title, cleaned for display; `nil` when there is none.
    let message: String?

    /// `title` and `message` cleaned as ``ErrorPresentation`` promises: a blank title becomes
    /// the generic one of `texts`, read only then, and a blank message none.
    init(title: String, message: String?, texts: @autoclosure () -> LocalizedTexts) {
        let cleanTitle = DisplayText.clean(title, limit: DisplayText.titleLimit, keepsLineBreaks: false)
        self.title = DisplayText.isBlank(cleanTitle) ? texts().text(.genericTitle) : cleanTitle
        guard let message else {
            self.message = nil
            return
        }
        let cleanMessage = DisplayText.clean(message, limit: DisplayText.messageLimit, keepsLineBreaks: true)
        self.message = DisplayText.isBlank(cleanMessage) ? nil : cleanMessage
    }

    /// The words of a presentation of `assessment` that offers `recovery`: the error's own
    /// title and message (see ``ErrorText``), or `title` alone when a caller chose it; and,
    /// when the presentation retries by itself once the device is back online, the line that
    /// says so ending the message.
    init(assessment: ErrorAssessment, title: String?, recovery: RecoveryOffer, texts: LocalizedTexts) {
        let text = title == nil ? ErrorText(assessment.shown, texts: texts) : nil
        let lines = [text?.message, recovery.retriesWhenOnline ? Self.retriesWhenOnlineLine(in: texts) : nil]
            .compactMap { $0 }
        self.init(
            title: title ?? text?.title ?? "", message: lines.isEmpty ? nil : lines.joined(separator: "\n"),
            texts: texts)
    }

    /// The words a presentation shows already, cleaned when it was made.
    init(shownTitle: String, message: String?) {
        title = shownTitle
        self.message = message
    }

    /// The words of a presentation that offers `recovery` in place of none: its message ends
    /// with the line that promises the retry once the device is back online, when it does.
    func offering(_ recovery: RecoveryOffer, texts: LocalizedTexts) -> PresentationWords {
        guard recovery.retriesWhenOnline else { return self }
        let joined = [message, Self.retriesWhenOnlineLine(in: texts)].compactMap { $0 }.joined(
            separator: "\n")
        return PresentationWords(
            shownTitle: title,
            message: DisplayText.clean(joined, limit: DisplayText.messageLimit, keepsLineBreaks: true))
    }

    /// The title and the message, each on a line of its own, as a log shows what was presented.
    var presentedText: String {
        guard let message else { return title }
        return title + "\n" + message
    }

    /// "This will be tried again automatically once you're back online."
    private static func retriesWhenOnlineLine(in texts: LocalizedTexts) -> String {
        texts.text(.retriesWhenOnline)
    }
}

/// The text an error offers about itself, read the way `NSAlert(error:)` reads it.
struct ErrorText {
    /// The error's description: `LocalizedError.errorDescription`, or an `NSError`'s
    /// `localizedDescription`. `nil` for an error that describes nothing, so that no
    /// "The operation couldn’t be completed. (MyApp.MyError error 1.)" reaches the screen.
    let title: String?
    /// The recovery suggestion, else the failure reason; `nil` when it only repeats the
    /// title, as Foundation's failure reasons often do.
    let message: String?

    /// The text of `error`; the library's own ``AppError`` reads its words from `texts`.
    init(_ error: any Error, texts: @autoclosure () -> LocalizedTexts = .current) {
        let (title, message) = ErrorDescriber.localizedTexts(of: error, texts: texts)
        self.title = title
        if let message, let title, DisplayText.repeats(message, in: title) {
            self.message = nil
        } else {
            self.message = message
        }
    }
}

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

/// What a presentation offers to recover from its error, decided once for the report it shows:
/// whether Retry is offered, whether it runs by itself once the device is back online, and which
/// button is Retry.
///
/// A center decides it from what it knows of a report when the report is made; the
/// presentation built with it (``ErrorPresentation/init(assessment:style:title:recovery:buttons:retryTitle:retry:texts:)``)
/// stores it, with the id of its Retry button, and auto-retry, presenters and the log read it
/// there: nothing decides it again, a change of connectivity included.
package struct RecoveryOffer: Sendable, Hashable {
    /// Whether the presentation offers Retry, as its first button, with Cancel after it.
    package private(set) var offersRetry: Bool
    /// Whether the center takes the presentation down and runs its Retry by itself once the
    /// device is back online; its message then says so.
    package private(set) var retriesWhenOnline: Bool
    /// The id of the Retry button, once the presentation that offers it is built; `nil` before,
    /// and when Retry is not offered.
    package private(set) var retryButtonID: ErrorPresentation.Button.ID?

    /// No Retry.
    package static let none = RecoveryOffer(offersRetry: false, retriesWhenOnline: false)

    private init(offersRetry: Bool, retriesWhenOnline: Bool) {
        self.offersRetry = offersRetry
        self.retriesWhenOnline = retriesWhenOnline
    }

    /// The offer of a report, from what its center knows of it.
    /// - Parameters:
    ///   - hasRetry: Whether the report carries an operation that Retry runs again.
    ///   - isAccepted: Whether Retry is offered for its error: the caller asked for a Retry
    ///     alert, or the report's retry policy accepts the error.
    ///   - runsUnasked: Whether the policy may run the retry without a person asking (it is not
    ///     ``RetryPolicy/once``).
    ///   - hasMonitor: Whether the center has a connectivity monitor, which tells it when the
    ///     device is back online.
    ///   - isShownOffline: Whether the error is shown as ``AppError/offline``.
    init(hasRetry: Bool, isAccepted: Bool, runsUnasked: Bool, hasMonitor: Bool, isShownOffline: Bool) {
        let offersRetry = hasRetry && isAccepted
        self.init(
            offersRetry: offersRetry,
            retriesWhenOnline: offersRetry && runsUnasked && hasMonitor && isShownOffline)
    }

    /// The offer as a presentation in `style` makes it: only an alert or an action sheet, which
    /// waits for a choice, offers Retry.
    func shown(in style: PresentationStyle) -> RecoveryOffer {
        style.isModal ? self : .none
    }

    /// The offer of a presentation whose Retry button is `id`.
    func withRetryButton(_ id: ErrorPresentation.Button.ID) -> RecoveryOffer {
        var offer = self
        offer.retryButtonID = id
        return offer
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
