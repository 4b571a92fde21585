/// The answers to one prompt of a ``TerminalPresenter``: which button each chooses, what to say
/// to one that chooses none, and when to stop asking.
///
/// One button is chosen by pressing Return; several by number or title, and an empty answer
/// asks again. At the end of input, and after ``TerminalPresenter/maximumInvalidAnswers``
/// answers that choose nothing, the cancel button is chosen, or none when there is no cancel
/// button.
struct PromptSession {
    /// What an answer leads to.
    enum Step: Equatable {
        /// The button at this index is chosen; `nil`: the alert closes without a choice.
        case chosen(Int?)
        /// The prompt is asked again, after `notice` when there is one.
        case askAgain(notice: String?)
        /// Too many answers chose nothing: after `notice`, the button at index `choice` is
        /// chosen, or none when it is `nil`.
        case gaveUp(notice: String?, choice: Int?)
    }

    let buttons: [TerminalStyle.ButtonLine]
    /// The prompt to write before each answer.
    let prompt: String
    private let style: TerminalStyle
    private var invalidAnswers = 0

    /// A session for `buttons`, which must not be empty, prompted in `style`.
    init(buttons: [TerminalStyle.ButtonLine], style: TerminalStyle) {
        self.buttons = buttons
        self.style = style
        prompt =
            buttons.count == 1
            ? style.returnPrompt(for: buttons[0]) : style.prompt(buttonCount: buttons.count)
    }

    /// The button chosen when nobody can answer: the cancel button, if any.
    var choiceWithoutAnswer: Int? {
        buttons.firstIndex { $0.role == .cancel }
    }

    /// Takes `answer`, `nil` at the end of input.
    mutating func take(_ answer: String?) -> Step {
        guard let answer else { return .chosen(choiceWithoutAnswer) }
        let isSingle = buttons.count == 1
        if isSingle && answer.trimmingCharacters(in: .whitespaces).isEmpty {
            return .chosen(0)
        }
        if let index = TerminalStyle.choice(in: answer, buttons: buttons) {
            return .chosen(index)
        }
        invalidAnswers += 1
        let notice = isSingle ? nil : style.invalidChoice(buttonCount: buttons.count)
        guard invalidAnswers < TerminalPresenter.maximumInvalidAnswers else {
            return .gaveUp(notice: notice, choice: choiceWithoutAnswer)
        }
        return .askAgain(notice: notice)
    }
}
