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
        self.message = message.map {
            DisplayText.clean($0, limit: DisplayText.messageLimit, keepsLineBreaks: true)
        }.flatMap { DisplayText.isBlank($0) ? nil : $0 }
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
        [title, message].compactMap { $0 }.joined(separator: "\n")
    }

    /// "This will be tried again automatically once you're back online."
    private static func retriesWhenOnlineLine(in texts: LocalizedTexts) -> String {
        texts.text(.retriesWhenOnline)
    }
}
