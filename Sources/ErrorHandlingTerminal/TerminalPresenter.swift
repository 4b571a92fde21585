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
    private let readLine: @Sendable () -> String?
    let write: @Sendable (String) -> Void
    private(set) var style: TerminalStyle
    /// The toasts already printed, so that each is printed once.
    let shownToasts = ShownToasts()

    /// How many answers in a row that choose no button a prompt takes before it gives up and
    /// closes the alert as at the end of input.
    package static let maximumInvalidAnswers = 10

    /// Creates a presenter.
    /// - Parameters:
    ///   - readLine: Reads one line of the person's answer; `nil` at the end of input. By
    ///     default a line of standard input, of which the first 4 KiB are kept; a line that has
    ///     not ended after 64 KiB counts as the end of input.
    ///   - write: Writes text to the terminal.
    ///   - width: How many columns the output may take; the terminal's width (`COLUMNS`), else
    ///     80, when `nil`.
    ///   - colors: Whether to use colour, box drawing and a countdown rewritten in place; when
    ///     `nil`, only if standard output is a terminal, `NO_COLOR` is not set and `TERM` is not
    ///     `dumb`.
    public init(
        readLine: @escaping @Sendable () -> String? = { TerminalLineReader.standardInput.readLine() },
        write: @escaping @Sendable (String) -> Void = { print($0, terminator: "") },
        width: Int? = nil,
        colors: Bool? = nil
    ) {
        self.readLine = readLine
        self.write = write
        style = TerminalStyle(
            width: width ?? TerminalStyle.detectedWidth(), isRich: colors ?? TerminalStyle.detectsRichOutput()
        )
    }

    /// Draws the alert, asks which button to choose, and runs that button.
    ///
    /// At the end of input the cancel button is chosen; an alert without one is closed and no
    /// action runs, since nobody chose it. An alert with no buttons is only drawn.
    public func present(alert: AlertController) {
        let buttons = alert.actions.map {
            TerminalStyle.ButtonLine(title: $0.title ?? "", role: $0.style)
        }
        let choice = ask(title: alert.title ?? "", message: alert.message, buttons: buttons, occurrences: 1)
        choice.map { alert.actions[$0].perform() }
    }

    /// Shows a presentation the rules made, in its style, and starts the action of the chosen
    /// button; the handling chain goes on when that action has finished, or at once when
    /// nothing was chosen (a toast, an inline message, end of input without a cancel button).
    /// - Parameter presentation: What to show.
    public func present(_ presentation: ErrorPresentation) {
        guard let chosen = show(presentation) else { return }
        Task { await chosen.action() }
    }

    /// Shows a presentation in its style. For an alert or action sheet it asks which button to
    /// choose and returns it, without running its action (``ErrorCenter`` runs it when the
    /// presentation is dismissed with it); for a toast or an inline message it returns `nil`.
    ///
    /// At the end of input it returns the cancel button, or `nil` when there is none: the
    /// presentation is closed without a choice.
    /// - Parameter presentation: What to show.
    /// - Returns: The chosen button, if any.
    @discardableResult
    package func show(_ presentation: ErrorPresentation) -> ErrorPresentation.Button? {
        switch presentation.style {
        case .alert, .actionSheet:
            let buttons = presentation.buttons.map {
                TerminalStyle.ButtonLine(title: $0.title, role: $0.role)
            }
            let choice = ask(
                title: presentation.title, message: presentation.message, buttons: buttons,
                occurrences: presentation.occurrences)
            return choice.map { presentation.buttons[$0] }
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

    /// Draws a box and returns the index of the chosen button: the cancel button at the end of
    /// input, `nil` when there is none or no buttons at all.
    ///
    /// One button is chosen by pressing Return; several by number or title, and an empty
    /// answer asks again. After ``maximumInvalidAnswers`` answers that choose nothing, it
    /// chooses as at the end of input.
    private func ask(
        title: String,
        message: String?,
        buttons: [TerminalStyle.ButtonLine],
        occurrences: Int
    ) -> Int? {
        write(style.box(title: title, message: message, buttons: buttons, occurrences: occurrences))
        guard !buttons.isEmpty else { return nil }
        let isSingle = buttons.count == 1
        let prompt = isSingle ? style.returnPrompt(for: buttons[0]) : style.prompt(buttonCount: buttons.count)
        let choiceAtEndOfInput = buttons.firstIndex { $0.role == .cancel }
        for _ in 0..<Self.maximumInvalidAnswers {
            write(prompt)
            guard let answer = readLine() else {
                write("\n")
                return choiceAtEndOfInput
            }
            if isSingle && answer.trimmingCharacters(in: .whitespaces).isEmpty {
                return 0
            }
            if let index = TerminalStyle.choice(in: answer, buttons: buttons) {
                return index
            }
            if !isSingle {
                write(style.invalidChoice(buttonCount: buttons.count))
            }
        }
        return choiceAtEndOfInput
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
}

/// The identifiers of the toasts a ``TerminalPresenter`` has printed.
final class ShownToasts: Sendable {
    private let ids = Locked<Set<ErrorPresentation.ID>>([])

    /// Notes `id`; `true` when it was not noted before.
    func insert(_ id: ErrorPresentation.ID) -> Bool {
        ids.withLock { $0.insert(id).inserted }
    }
}
