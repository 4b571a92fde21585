package import Foundation

/// Shows errors in a terminal: alerts as a box with numbered buttons, answered from the
/// keyboard; toasts as one line; inline messages under their field's label.
///
/// ```swift
/// let handler = ErrorHandler(for: TerminalPresenter())
///     .onNoMatch(.presentError)
/// ```
///
/// The presenter is a value, so a handler keeps it (a handler holds views that are objects
/// weakly). Colour, box drawing and a retry countdown rewritten in place are used only when the
/// output is a terminal, `NO_COLOR` is not set and `TERM` is not `dumb`; otherwise the output is
/// plain text, a line at a time. At the end of input an alert is closed with its cancel button,
/// or without any choice when it has none: no action runs that nobody chose. The same happens
/// after ten answers in a row that choose no button, and standard input is read a bounded line
/// at a time, so input that never ends a line neither fills memory nor keeps the prompt
/// waiting. Every piece of text from an error goes through ``TerminalText/sanitize(_:)`` first,
/// so an error message cannot move the cursor, clear the screen or set the window title.
public struct TerminalPresenter: ErrorHandlerView, Sendable {
    private(set) var answers: AnswerSource
    let write: @Sendable (String) -> Void
    private(set) var style: TerminalStyle
    /// How long ``present(_:)-(ErrorCenter)`` waits for the network at the end of input; `nil`:
    /// not at all.
    let networkWait: Duration?
    /// The toasts already printed, so that each is printed once.
    let shownToasts = ShownToasts()

    /// How many answers in a row that choose no button a prompt takes before it gives up and
    /// closes the alert as at the end of input.
    package static let maximumInvalidAnswers = 10

    /// Creates a presenter.
    /// - Parameters:
    ///   - readLine: Reads one line of the person's answer; `nil` at the end of input. When
    ///     `nil`, a line of standard input, of which the first 4 KiB are kept (a line that has
    ///     not ended after 64 KiB counts as the end of input), echoed after its prompt when
    ///     standard input is not a terminal. Asked from the main actor, the presenter calls it
    ///     on a thread of its own, so the main actor goes on while a prompt waits.
    ///   - write: Writes text to the terminal. By default to standard output, flushed at once.
    ///   - width: How many columns the output may take; the terminal's width (`COLUMNS`), else
    ///     80, when `nil`.
    ///   - colors: Whether to use colour, box drawing and a countdown rewritten in place; when
    ///     `nil`, only if standard output is a terminal, `NO_COLOR` is not set and `TERM` is not
    ///     `dumb`.
    ///   - waitsForNetwork: How long ``present(_:)-(ErrorCenter)`` waits at the end of input
    ///     for the network to come back, when the alert is one the center retries by itself
    ///     once back online; `nil` (the default) closes it at once, like any other alert.
    public init(
        readLine: (@Sendable () -> String?)? = nil,
        write: @escaping @Sendable (String) -> Void = TerminalPresenter.writeToStandardOutput,
        width: Int? = nil,
        colors: Bool? = nil,
        waitsForNetwork: Duration? = nil
    ) {
        // A closed standard input gets /dev/null before anything the tool opens next can take
        // its number and be read from as if it were the person's answers.
        StandardStreams.reserveClosedOnes()
        answers = readLine.map(AnswerSource.lines(of:)) ?? .standardInput
        self.write = write
        style = TerminalStyle(
            width: width ?? TerminalStyle.detectedWidth(), isRich: colors ?? TerminalStyle.detectsRichOutput()
        )
        networkWait = waitsForNetwork.map { max($0, .zero) }
    }

    /// Writes `text` to standard output and flushes it, so that a prompt or a countdown that
    /// does not end its line shows at once.
    @Sendable public static func writeToStandardOutput(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }

    /// Draws the alert, asks which button to choose, and runs that button.
    ///
    /// Asked on another thread than the main one, it returns after the choice. Asked from the
    /// main actor, it draws the alert and returns at once; the answer is read on a thread of
    /// its own and the chosen button runs on the main actor. At the end of input the cancel
    /// button is chosen; an alert without one is closed and no action runs, since nobody chose
    /// it. An alert with no buttons is only drawn.
    public func present(alert: AlertController) {
        guard !Thread.isMainThread else {
            present(ErrorPresentation(alert: alert), onMainActor: true)
            return
        }
        let buttons = alert.actions.map {
            TerminalStyle.ButtonLine(title: $0.title ?? "", role: $0.style)
        }
        guard let session = beginPrompt(title: alert.title ?? "", message: alert.message, buttons: buttons)
        else { return }
        askHere(session).map { alert.actions[$0].perform() }
    }

    /// Shows a presentation the rules made, in its style, and starts the action of the chosen
    /// button; the handling chain goes on when that action has finished, or at once when
    /// nothing was chosen (a toast, an inline message, end of input without a cancel button).
    ///
    /// Like ``present(alert:)``, asked from the main actor it returns at once and reads the
    /// answer on a thread of its own.
    /// - Parameter presentation: What to show.
    public func present(_ presentation: ErrorPresentation) {
        present(presentation, onMainActor: Thread.isMainThread)
    }

    /// Shows `presentation` as ``present(_:)`` does, from the main actor when `onMainActor`
    /// says so: tests on Linux, where the main actor need not run on the main thread, pass it.
    package func present(_ presentation: ErrorPresentation, onMainActor: Bool) {
        guard onMainActor, presentation.style.isModal else {
            guard let chosen = show(presentation) else { return }
            Task { await chosen.action() }
            return
        }
        guard let session = beginPrompt(for: presentation) else { return }
        Task { @MainActor in
            guard let index = await ask(session) else { return }
            await presentation.buttons[index].action()
        }
    }

    /// Shows a presentation in its style, on the caller's thread. For an alert or action sheet
    /// it asks which button to choose and returns it, without running its action
    /// (``/ErrorHandling/ErrorCenter`` runs it when the presentation is dismissed with it); for a toast or an
    /// inline message it returns `nil`.
    ///
    /// At the end of input it returns the cancel button, or `nil` when there is none: the
    /// presentation is closed without a choice.
    /// - Parameter presentation: What to show.
    /// - Returns: The chosen button, if any.
    @discardableResult
    package func show(_ presentation: ErrorPresentation) -> ErrorPresentation.Button? {
        switch presentation.style {
        case .alert, .actionSheet:
            guard let session = beginPrompt(for: presentation) else { return nil }
            return askHere(session).map { presentation.buttons[$0] }
        case .toast:
            write(
                style.toast(
                    title: presentation.title, message: presentation.message,
                    occurrences: presentation.occurrences))
            return nil
        case .inline(let field):
            showInline(presentation.message ?? presentation.title, field: field)
            return nil
        }
    }

    /// Prints `message` under the label of the input field `field`.
    /// - Parameters:
    ///   - message: The message.
    ///   - field: The field's label.
    package func showInline(_ message: String, field: String) {
        write(style.inline(message: message, field: field))
    }

    /// Draws the box of an alert or action sheet and returns its prompt; `nil` when it has no
    /// buttons, so nothing is asked.
    func beginPrompt(for presentation: ErrorPresentation) -> PromptSession? {
        let buttons = presentation.buttons.map {
            TerminalStyle.ButtonLine(title: $0.title, role: $0.role)
        }
        return beginPrompt(
            title: presentation.title, message: presentation.message, buttons: buttons,
            occurrences: presentation.occurrences)
    }

    private func beginPrompt(
        title: String, message: String?, buttons: [TerminalStyle.ButtonLine], occurrences: Int = 1
    ) -> PromptSession? {
        write(style.box(title: title, message: message, buttons: buttons, occurrences: occurrences))
        return buttons.isEmpty ? nil : PromptSession(buttons: buttons, style: style)
    }

    /// Asks on the caller's thread until a button is chosen; the index of the chosen button,
    /// `nil` when none is.
    private func askHere(_ session: PromptSession) -> Int? {
        var session = session
        while true {
            write(session.prompt)
            if let choice = respond(to: answers.next(), in: &session) { return choice }
        }
    }

    /// Asks, reading each answer on a thread of its own, until a button is chosen; the index of
    /// the chosen button, `nil` when none is.
    @MainActor
    private func ask(_ session: PromptSession) async -> Int? {
        var session = session
        while true {
            write(session.prompt)
            let answer = await answers.nextOnItsOwnThread()
            if let choice = respond(to: answer.line, in: &session) { return choice }
        }
    }

    /// Takes `answer` (`nil` at the end of input) and writes what follows it; the choice when
    /// the prompt is over, `nil` when it asks again.
    func respond(to answer: String?, in session: inout PromptSession) -> Int?? {
        switch session.take(answered(answer)) {
        case .chosen(let choice):
            return .some(choice)
        case .askAgain(let notice):
            notice.map(write)
            return nil
        case .gaveUp(let notice, let choice):
            notice.map(write)
            return .some(choice)
        }
    }

    /// `answer` as read, after it is echoed when the input does not echo it, or after the line
    /// break that ends the prompt at the end of input.
    func answered(_ answer: String?) -> String? {
        if let answer {
            if answers.echoes { write(style.echo(answer)) }
        } else {
            write("\n")
        }
        return answer
    }
}

extension TerminalPresenter {
    /// A copy that writes its prompts (which button to choose, the retry countdown) in the
    /// language of `locale` rather than of ``ErrorLocalization/locale``: for tests, which run in
    /// parallel and so must not change the locale every other test reads.
    /// - Parameter locale: The locale of the prompts.
    /// - Returns: The copy, which shares the original's terminal and its record of printed toasts.
    package func prompting(in locale: Locale) -> TerminalPresenter {
        var copy = self
        copy.style.locale = locale
        return copy
    }

    /// A copy that writes each answer after its prompt, as it does for standard input that is
    /// not a terminal: for tests, whose answers come from a list.
    package func echoingAnswers() -> TerminalPresenter {
        var copy = self
        copy.answers = answers.echoing(true)
        return copy
    }
}

/// The identifiers of the toasts a ``TerminalPresenter`` has printed.
final class ShownToasts: Sendable {
    private let ids = Locked<Set<ErrorPresentation.ID>>([])

    /// Notes `id`; `true` when it was not noted before.
    func insert(_ id: ErrorPresentation.ID) -> Bool {
        ids.withLock { $0.insert(id).inserted }
    }
}
