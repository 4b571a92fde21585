public import Foundation

/// What the person using the app sees about an error, as a plain value: a title, a message,
/// buttons and a style.
///
/// Build one from any error the way AppKit's `NSAlert(error:)` does, with
/// ``init(error:onRecovery:)``, or from its parts:
///
/// ```swift
/// let presentation = ErrorPresentation(
///     title: "Upload failed",
///     message: "The file is larger than 10 MB.",
///     buttons: [
///         ErrorPresentation.Button(
///             title: StandardButtonTitle.ok.localized())
///     ],
///     error: uploadError)
/// ```
///
/// The text is cleaned for display: control characters are removed, a title longer than 200
/// characters and a message longer than 2,000 are cut with an ellipsis, and an empty title
/// becomes a localized generic one ("Something went wrong"). ``error`` keeps the full text.
/// Size is bounded too, as one character can hold any number of combining marks: text keeps
/// at most 4 Unicode scalars and 8 UTF-8 bytes per character of its limit, and each character
/// its first 16 scalars.
public struct ErrorPresentation: Identifiable, Sendable {
    /// Identifies the presentation; a copy made with ``with(style:)`` keeps it, and so does the
    /// presentation when later occurrences fold into it, as they show the same thing.
    public let id: UUID
    /// The title, cleaned for display.
    public let title: String
    /// The message under the title, cleaned for display; `nil` when there is none.
    public internal(set) var message: String?
    /// The buttons, in the order they are shown.
    public internal(set) var buttons: [Button]
    /// How the presentation asks to be shown.
    public private(set) var style: PresentationStyle
    /// The error being presented, with all of its text.
    public let error: any Error
    /// How many times the error occurred while this presentation stood for it: 1 at first,
    /// more when later occurrences are folded into it.
    public private(set) var occurrences: Int
    /// The key that groups presentations of the same kind of error; see
    /// ``ErrorIdentity/groupingKey(for:)``.
    public let groupingKey: String
    /// Keeps the handling chain that made the presentation waiting while it is shown.
    private(set) var lifetime: PresentationLifetime?
    /// Whether the presentation offers Retry, runs it by itself once the device is back
    /// online, and which button is Retry: decided once, when it was built.
    package internal(set) var recovery = RecoveryOffer.none

    /// What assistive technologies such as VoiceOver announce: the title, then the message.
    public var accessibilityAnnouncement: String {
        [title, message].compactMap { $0 }.joined(separator: "\n")
    }

    /// Creates a presentation from its parts.
    /// - Parameters:
    ///   - title: The title; a localized generic title when it is empty.
    ///   - message: The message under the title.
    ///   - buttons: The buttons, in the order they are shown.
    ///   - style: How the presentation asks to be shown.
    ///   - error: The error being presented.
    public init(
        title: String,
        message: String? = nil,
        buttons: [Button],
        style: PresentationStyle = .alert,
        error: any Error
    ) {
        self.init(
            title: title, message: message, buttons: buttons, style: style, error: error,
            groupingKey: ErrorIdentity.groupingKey(for: error))
    }

    /// Creates a presentation from its parts and the grouping key of `error`, worked out where
    /// the error entered.
    init(
        title: String, message: String?, buttons: [Button], style: PresentationStyle, error: any Error,
        groupingKey: String
    ) {
        self.init(
            words: PresentationWords(title: title, message: message, texts: .current), buttons: buttons,
            style: style, error: error, groupingKey: groupingKey)
    }

    /// Creates a presentation that shows `words`, cleaned already, with the grouping key of
    /// `error` worked out where the error entered.
    init(
        words: PresentationWords, buttons: [Button], style: PresentationStyle, error: any Error,
        groupingKey: String
    ) {
        id = PresentationIdentifier.next()
        title = words.title
        message = words.message
        self.buttons = buttons
        self.style = style
        self.error = error
        occurrences = 1
        self.groupingKey = groupingKey
    }

    /// A copy shown in another style.
    /// - Parameter style: The style of the copy.
    /// - Returns: The copy, with the same ``id``.
    public func with(style: PresentationStyle) -> ErrorPresentation {
        var copy = self
        copy.style = style
        return copy
    }

    /// A copy whose buttons let the handling chain go on through `completion`: once the
    /// chosen button's action has finished, or once the copy and its buttons are released.
    func completing(_ completion: StepCompletion) -> ErrorPresentation {
        var copy = self
        let lifetime = PresentationLifetime(completing: completion)
        copy.buttons = buttons.map { $0.finishing(lifetime) }
        copy.lifetime = lifetime
        return copy
    }

    /// A copy with other buttons. They keep the replaced buttons, and the chain they wait
    /// for, alive until one of them has finished its action or all are released, so the
    /// chain does not go on before the person has chosen.
    func replacingButtons(with newButtons: [Button]) -> ErrorPresentation {
        var copy = self
        let lifetime = PresentationLifetime(replacing: buttons, of: self.lifetime)
        copy.buttons = newButtons.map { $0.finishing(lifetime) }
        copy.lifetime = lifetime
        return copy
    }

    /// Stands for `reports` more occurrences of the error, in place.
    mutating func raiseOccurrences(by reports: Int) {
        occurrences += reports
    }

    /// A copy that stands for `occurrences` occurrences of the error.
    /// - Parameter occurrences: How many times the error occurred; at least 1.
    /// - Returns: The copy, with the same ``id``.
    package func with(occurrences: Int) -> ErrorPresentation {
        var copy = self
        copy.occurrences = max(1, occurrences)
        return copy
    }
}

extension ErrorPresentation {
    /// The title and the message, each on a line of its own, as a log shows what was presented.
    var presentedText: String {
        words.presentedText
    }

    /// What the person is shown of `assessment` in ``init(assessment:style:title:recovery:buttons:retryTitle:retry:texts:)``
    /// without a Retry: its title and message, each on a line of its own, as a log shows them.
    static func presentedText(of assessment: ErrorAssessment) -> String {
        PresentationWords(assessment: assessment, title: nil, recovery: .none, texts: .current).presentedText
    }

    /// The title and the message.
    var words: PresentationWords {
        PresentationWords(shownTitle: title, message: message)
    }
}
