import Foundation

/// Turns presentations into the text a terminal shows: plain, or with colour and a box.
struct TerminalStyle: Sendable {
    /// One button as the terminal lists it.
    struct ButtonLine {
        let title: String
        let role: ErrorPresentation.Button.Role
    }

    /// The columns the output may take; never fewer than 20.
    let width: Int
    /// Whether to use colour and box drawing.
    let isRich: Bool
    /// The locale of the prompts; ``ErrorLocalization/locale`` at the time of writing when `nil`.
    var locale: Locale?

    init(width: Int, isRich: Bool, locale: Locale? = nil) {
        self.width = max(20, width)
        self.isRich = isRich
        self.locale = locale
    }

    static func detectedWidth(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        environment["COLUMNS"].flatMap { Int($0) } ?? 80
    }

    static func detectsRichOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool
    {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isatty(STDOUT_FILENO) == 1 && !noColor && environment["TERM"] != "dumb"
    }

    /// The index of the button an answer names: by its number or by its title.
    static func choice(in answer: String, buttons: [ButtonLine]) -> Int? {
        let answer = answer.trimmingCharacters(in: .whitespaces)
        if let number = Int(answer), buttons.indices.contains(number - 1) {
            return number - 1
        }
        return buttons.firstIndex { $0.title.caseInsensitiveCompare(answer) == .orderedSame }
    }

    func box(title: String, message: String?, buttons: [ButtonLine], occurrences: Int) -> String {
        let heading = ErrorPresentation.text(
            shown(title, limit: DisplayText.titleLimit), withOccurrences: occurrences)
        let innerWidth = width - 4
        var lines = TerminalText.wrap(heading, width: innerWidth).map { paint($0, .bold) }
        if let message {
            lines += TerminalText.wrap(shownKeepingLineBreaks(message), width: innerWidth)
        }
        if !buttons.isEmpty {
            lines.append("")
        }
        for (index, button) in buttons.enumerated() {
            let label = "\(index + 1)) "
            let wrapped = TerminalText.wrap(
                shown(button.title, limit: DisplayText.buttonTitleLimit), width: innerWidth - label.count)
            for (lineIndex, line) in wrapped.enumerated() {
                let prefix = lineIndex == 0 ? label : String(repeating: " ", count: label.count)
                lines.append(prefix + paint(line, color(for: button.role)))
            }
        }
        guard isRich else {
            return lines.joined(separator: "\n") + "\n"
        }
        let contentWidth = lines.map(visibleColumns).max() ?? 0
        let top = "╭" + String(repeating: "─", count: contentWidth + 2) + "╮"
        let bottom = "╰" + String(repeating: "─", count: contentWidth + 2) + "╯"
        let body = lines.map { line in
            "│ " + line + String(repeating: " ", count: contentWidth - visibleColumns(line)) + " │"
        }
        return ([top] + body + [bottom]).joined(separator: "\n") + "\n"
    }

    func toast(title: String, message: String?, occurrences: Int) -> String {
        var text = shown(title, limit: DisplayText.titleLimit)
        if let message {
            text += " — " + shown(message, limit: DisplayText.messageLimit)
        }
        let line = TerminalText.wrap(
            ErrorPresentation.text(text, withOccurrences: occurrences), width: width - 2
        ).joined(separator: "\n  ")
        return (isRich ? paint("▸ ", .yellow) : "! ") + line + "\n"
    }

    func inline(message: String, field: String) -> String {
        let label = shown(field, limit: DisplayText.titleLimit)
        let lines = TerminalText.wrap(shown(message, limit: DisplayText.messageLimit), width: width - 4)
        let marker = isRich ? paint("↳ ", .red) : "! "
        return
            ([isRich ? paint(label, .bold) : label]
            + lines.enumerated().map { index, line in
                (index == 0 ? "  " + marker : "    ") + line
            }).joined(separator: "\n") + "\n"
    }

    private var promptLocale: Locale { locale ?? ErrorLocalization.locale }

    func prompt(buttonCount: Int) -> String {
        ErrorTextKey.terminalPrompt.localized(for: promptLocale, "\(buttonCount)")
    }

    /// The prompt of an alert with one button, which Return chooses.
    func returnPrompt(for button: ButtonLine) -> String {
        ErrorTextKey.terminalReturnPrompt.localized(
            for: promptLocale, shown(button.title, limit: DisplayText.buttonTitleLimit))
    }

    func invalidChoice(buttonCount: Int) -> String {
        ErrorTextKey.terminalInvalidChoice.localized(for: promptLocale, "\(buttonCount)") + "\n"
    }

    /// The countdown of `retry`, which waits `seconds` more before its attempt: on a rich
    /// terminal it rewrites the current line, cut to its first words if it would wrap (a
    /// wrapped line cannot be rewritten), otherwise it is a line of its own.
    func retryCountdown(seconds: Int, of retry: RetryProgress) -> String {
        let text = ErrorTextKey.terminalRetryCountdown.localized(
            for: promptLocale, "\(seconds)", "\(retry.attempt)", "\(retry.maxAttempts)")
        guard isRich else { return text + "\n" }
        return "\r" + TerminalText.wrap(text, width: width - 1)[0] + Self.eraseToEndOfLine
    }

    /// The line that says an offline alert was taken down because the device is back online,
    /// and that its retry runs.
    var backOnline: String {
        ErrorTextKey.terminalBackOnline.localized(for: promptLocale) + "\n"
    }

    /// The line that says a headless run waited `seconds` for the network and closes the
    /// offline alert without retrying.
    func stillOffline(afterSeconds seconds: Int) -> String {
        ErrorTextKey.terminalStillOffline.localized(for: promptLocale, "\(seconds)") + "\n"
    }

    /// An answer read from input that does not echo it (a pipe, a file), written after its
    /// prompt so that the prompt ends its line; cut and sanitized as any text shown.
    func echo(_ answer: String) -> String {
        shown(answer, limit: DisplayText.buttonTitleLimit) + "\n"
    }

    /// Erases the countdown a rich terminal shows.
    var clearedCountdown: String { "\r" + Self.eraseToEndOfLine }

    private static let eraseToEndOfLine = "\u{1B}[K"

    /// `text` sanitized, then cut to `limit` characters and the scalars and bytes that go with
    /// them, as an ``ErrorPresentation`` cuts it: text from an ``AlertController`` or an inline
    /// message has not been cut before.
    private func shown(_ text: String, limit: Int) -> String {
        DisplayText.clean(TerminalText.sanitize(text), limit: limit, keepsLineBreaks: false)
    }

    /// A message sanitized line by line, keeping its line breaks, and cut to its limit.
    private func shownKeepingLineBreaks(_ text: String) -> String {
        let sanitized = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            TerminalText.sanitize(String($0))
        }
        .joined(separator: "\n")
        return DisplayText.clean(sanitized, limit: DisplayText.messageLimit, keepsLineBreaks: true)
    }

    // MARK: Colour

    enum Color: String {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case yellow = "33"
    }

    private func color(for role: ErrorPresentation.Button.Role) -> Color? {
        switch role {
        case .default: nil
        case .cancel: .dim
        case .destructive: .red
        }
    }

    private func paint(_ text: String, _ color: Color?) -> String {
        guard isRich, let color else { return text }
        return "\u{1B}[\(color.rawValue)m" + text + "\u{1B}[0m"
    }

    /// The columns `text` takes on screen, not counting the colour codes this style added.
    private func visibleColumns(_ text: String) -> Int {
        TerminalText.columns(of: text.replacing(/\u{1B}\[[0-9;]*m/, with: ""))
    }
}
