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

/// How an ``ErrorPresentation`` asks to be shown.
public enum PresentationStyle: Sendable, Hashable {
    /// A modal alert in the middle of the screen.
    case alert
    /// A list of choices attached to the view that raised the error.
    case actionSheet
    /// A short note that goes away by itself after `duration`.
    case toast(duration: Duration)
    /// A message next to the input field named `field`, such as a form's e-mail field.
    case inline(field: String)
}

extension ErrorPresentation {
    /// One button of an ``ErrorPresentation``.
    public struct Button: Identifiable, Sendable {
        /// What kind of choice a button is, which decides how it is drawn.
        public enum Role: Sendable, Hashable {
            /// An ordinary choice.
            case `default`
            /// The choice that closes the presentation without doing anything else.
            case cancel
            /// A choice that destroys or discards something.
            case destructive
        }

        /// Identifies the button.
        public let id: UUID
        /// The button's title, cleaned for display; a localized "OK" when it is empty.
        public let title: String
        /// What kind of choice the button is.
        public let role: Role
        /// What the button does when it is chosen, isolated to the main actor: chosen there, a
        /// center's own buttons, Retry among them, run without leaving it. An action given to
        /// ``init(title:role:action:)`` that is not isolated runs off the main actor. Await it
        /// from any context.
        public let action: @MainActor @Sendable () async -> Void

        /// Creates a button.
        /// - Parameters:
        ///   - title: The button's title.
        ///   - role: What kind of choice the button is.
        ///   - action: What the button does when it is chosen; nothing by default.
        public init(title: String, role: Role = .default, action: @escaping @Sendable () async -> Void = {}) {
            self.init(title: title, role: role, onMainActor: action)
        }

        /// A button whose action is isolated to the main actor, as a center's own buttons are:
        /// choosing it on the main actor runs the action without leaving it.
        init(
            title: String, role: Role = .default,
            onMainActor action: @escaping @MainActor @Sendable () async -> Void
        ) {
            id = PresentationIdentifier.next()
            let cleanTitle = DisplayText.clean(
                title, limit: DisplayText.buttonTitleLimit, keepsLineBreaks: false)
            self.title = DisplayText.isBlank(cleanTitle) ? StandardButtonTitle.ok.localized() : cleanTitle
            self.role = role
            self.action = action
        }

        private init(
            id: UUID, title: String, role: Role, action: @escaping @MainActor @Sendable () async -> Void
        ) {
            self.id = id
            self.title = title
            self.role = role
            self.action = action
        }

        /// The same button, whose action ends `lifetime` when it has finished, and which keeps
        /// `lifetime` as long as it exists.
        func finishing(_ lifetime: PresentationLifetime) -> Button {
            let action = action
            return Button(id: id, title: title, role: role) { @MainActor in
                await action()
                lifetime.finish()
            }
        }
    }
}

extension ErrorPresentation {
    /// The title with the number of occurrences when more than one: "Connection lost (×20)".
    package var titleWithOccurrences: String {
        Self.text(title, withOccurrences: occurrences)
    }

    /// `text` followed by the number of occurrences when more than one: "Connection lost
    /// (×20)". Every presenter writes the count this way: the SwiftUI, UIKit and AppKit
    /// alerts, the VoiceOver announcement of a repeat, and the terminal's box and toast line.
    /// - Parameters:
    ///   - text: What the count follows, such as a title.
    ///   - occurrences: How many times the error occurred.
    /// - Returns: `text`, with the count when `occurrences` is more than 1.
    package static func text(_ text: String, withOccurrences occurrences: Int) -> String {
        occurrences > 1 ? "\(text) (×\(occurrences))" : text
    }
}

/// Keeps the handling chain that made a presentation waiting while the presentation is
/// shown, and lets it go on once: when a chosen button's action has finished, or when the
/// presentation leaves the ``ErrorCenter`` that shows it without a choice (dismissed, dropped
/// at capacity, folded or replaced, timed out as a toast), whoever still keeps a copy of it.
///
/// A presentation handed to another ``ErrorHandlerView`` lets its chain go on, as the 5.x API
/// did, when every copy of the presentation and of its buttons has been released without a
/// choice; a center that goes away does the same for what it showed.
final class PresentationLifetime: Sendable {
    private let completion: StepCompletion?
    /// The lifetime of the presentation this one's buttons replaced.
    private let replaced: PresentationLifetime?
    /// The buttons this one's buttons replaced: they may keep an alert, and with it a
    /// handling chain, alive.
    private let replacedButtons: [ErrorPresentation.Button]

    /// A lifetime that ends one step of a handling chain.
    init(completing completion: StepCompletion) {
        self.completion = completion
        replaced = nil
        replacedButtons = []
    }

    /// A lifetime for buttons that replace `buttons` of a presentation whose own lifetime is
    /// `lifetime`: it keeps both until it ends.
    init(replacing buttons: [ErrorPresentation.Button], of lifetime: PresentationLifetime?) {
        completion = nil
        replaced = lifetime
        replacedButtons = buttons
    }

    /// Lets the chain go on: a button's action has finished, or the presentation left its
    /// center without a choice.
    func finish() {
        completion?.complete()
        replaced?.finish()
    }

    deinit {
        completion?.complete()
    }
}

/// The end of one step of a handling chain. However often and from wherever it is called —
/// a button, an alert released without a tap, a custom action calling its completion twice —
/// the next step starts exactly once.
///
/// The next step is given when the completion is made, or later, once the step turned out
/// not to be done by the time it returned (see ``continueLater(with:)``). Once it has fired it
/// lets go of the rest of the chain, so a completion that an action keeps (in a property, in
/// the alert it built) does not keep the handler's rules and views alive.
struct StepCompletion: Sendable {
    private enum State {
        /// The step runs and no next step is given yet.
        case running
        /// The step runs; this starts when it is done.
        case waiting(@Sendable () -> Void)
        /// The step is done.
        case done
    }

    private let state: Locked<State>

    /// A completion whose next step ``continueLater(with:)`` gives.
    init() {
        state = Locked(.running)
    }

    /// A completion that starts `next`.
    init(_ next: @escaping @Sendable () -> Void) {
        state = Locked(.waiting(next))
    }

    /// Starts the next step, unless an earlier call already did.
    /// - Parameter firstly: Runs before the next step, only when this call is the one that
    ///   ends the step.
    func complete(firstly: () -> Void = {}) {
        let (isFirst, next) = state.withLock { state -> (Bool, (@Sendable () -> Void)?) in
            switch state {
            case .running:
                state = .done
                return (true, nil)
            case .waiting(let next):
                state = .done
                return (true, next)
            case .done:
                return (false, nil)
            }
        }
        guard isFirst else { return }
        firstly()
        next?()
    }

    /// Whether the step is done.
    var isDone: Bool {
        state.withLock { state in
            guard case .done = state else { return false }
            return true
        }
    }

    /// Has `next` start the next step when this one is done.
    /// - Returns: `false` when it is done already: then the caller goes on itself.
    func continueLater(with next: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state in
            guard case .running = state else { return false }
            state = .waiting(next)
            return true
        }
    }
}
