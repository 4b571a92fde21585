import ErrorHandlingTerminal
import ErrorHandlingTesting
import Foundation
import Testing

/// A scripted terminal: answers from a list, collects what is written.
final class ScriptedTerminal: Sendable {
    private let answers: Locked<[String]>
    private let output = Locked("")

    init(answers: [String]) {
        self.answers = Locked(answers)
    }

    var text: String { output.withLock { $0 } }

    func presenter(width: Int = 80, colors: Bool = false) -> TerminalPresenter {
        TerminalPresenter(
            readLine: { self.answers.withLock { $0.isEmpty ? nil : $0.removeFirst() } },
            write: { text in self.output.withLock { $0 += text } },
            width: width,
            colors: colors)
    }
}

/// One answer given every time, counted; then, after 1,000 of them, the end of input, so that a
/// prompt that never gave up would not hang the tests.
final class RepeatedAnswer: Sendable {
    private let answer: String
    private let given = Locked(0)

    init(_ answer: String) {
        self.answer = answer
    }

    /// How many times the answer was asked for.
    var count: Int { given.withLock { $0 } }

    @Sendable func readLine() -> String? {
        given.withLock { given in
            given += 1
            return given > 1_000 ? nil : answer
        }
    }
}

@Suite("TerminalPresenter")
struct TerminalPresenterTests {
    private func alert(_ log: Locked<[String]>, message: String? = "Check the connection.") -> AlertController
    {
        let alert = AlertController(title: "Offline", message: message, preferredStyle: .alert)
        alert.addAction(
            AlertAction(title: "Retry", style: .default) { _ in log.withLock { $0.append("Retry") } })
        alert.addAction(
            AlertAction(title: "Cancel", style: .cancel) { _ in log.withLock { $0.append("Cancel") } })
        return alert
    }

    @Test func drawsTitleMessageAndNumberedButtonsThenRunsTheChosenOne() {
        let terminal = ScriptedTerminal(answers: ["1"])
        let log = Locked<[String]>([])
        terminal.presenter().present(alert: alert(log))
        #expect(terminal.text.contains("Offline\nCheck the connection.\n\n1) Retry\n2) Cancel\n"))
        #expect(log.withLock { $0 } == ["Retry"])
    }

    @Test func aBadAnswerIsAskedAgain() {
        let terminal = ScriptedTerminal(answers: ["7", "maybe", "2"])
        let log = Locked<[String]>([])
        terminal.presenter().present(alert: alert(log))
        #expect(terminal.text.components(separatedBy: "Choose 1–2: ").count == 4)
        #expect(terminal.text.contains("Type a number from 1 to 2."))
        #expect(log.withLock { $0 } == ["Cancel"])
    }

    @Test func aButtonCanBeChosenByItsTitle() {
        let terminal = ScriptedTerminal(answers: [" retry "])
        let log = Locked<[String]>([])
        terminal.presenter().present(alert: alert(log))
        #expect(log.withLock { $0 } == ["Retry"])
    }

    @Test func endOfInputChoosesTheCancelButton() {
        let terminal = ScriptedTerminal(answers: [])
        let log = Locked<[String]>([])
        terminal.presenter().present(alert: alert(log))
        #expect(log.withLock { $0 } == ["Cancel"])
    }

    @Test func endOfInputClosesWithoutChoosingWhenThereIsNoCancel() {
        let terminal = ScriptedTerminal(answers: [])
        let log = Locked<[String]>([])
        let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "A", style: .default) { _ in log.withLock { $0.append("A") } })
        alert.addAction(AlertAction(title: "B", style: .destructive) { _ in log.withLock { $0.append("B") } })
        terminal.presenter().present(alert: alert)
        #expect(log.withLock { $0 }.isEmpty)
    }

    @Test func endOfInputShowReturnsNoButtonWhenThereIsNoCancel() {
        let terminal = ScriptedTerminal(answers: [])
        let presentation = ErrorPresentation(
            title: "Offline", message: nil, buttons: [.init(title: "Retry") {}], error: AppError.offline)
        #expect(terminal.presenter().show(presentation) == nil)
    }

    @Test func aOneButtonPromptAsksForReturnAndAnEmptyAnswerChoosesIt() {
        let terminal = ScriptedTerminal(answers: [""])
        let log = Locked<[String]>([])
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in log.withLock { $0.append("OK") } })
        terminal.presenter().present(alert: alert)
        #expect(terminal.text.hasSuffix("Press Return for OK: "))
        #expect(!terminal.text.contains("Choose"))
        #expect(log.withLock { $0 } == ["OK"])
    }

    @Test func aOneButtonPromptAsksAgainAfterAnInvalidAnswer() {
        let terminal = ScriptedTerminal(answers: ["2", "ok"])
        let log = Locked<[String]>([])
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in log.withLock { $0.append("OK") } })
        terminal.presenter().present(alert: alert)
        #expect(terminal.text.components(separatedBy: "Press Return for OK: ").count == 3)
        #expect(log.withLock { $0 } == ["OK"])
    }

    @Test func answersThatNeverChooseAButtonEndAsAtTheEndOfInputAfterTheLimit() {
        let answers = RepeatedAnswer(String(repeating: "maybe ", count: 1_000))
        let log = Locked<[String]>([])
        let output = Locked("")
        let presenter = TerminalPresenter(
            readLine: answers.readLine, write: { text in output.withLock { $0 += text } }, width: 80,
            colors: false)
        presenter.present(alert: alert(log))
        #expect(log.withLock { $0 } == ["Cancel"])
        #expect(answers.count == TerminalPresenter.maximumInvalidAnswers)
        #expect(output.withLock { $0 }.components(separatedBy: "Choose 1–2: ").count == 11)
    }

    @Test func aOneButtonPromptWithoutCancelClosesWithoutChoosingAfterTheLimitOfInvalidAnswers() {
        let answers = RepeatedAnswer("no")
        let log = Locked<[String]>([])
        let presenter = TerminalPresenter(
            readLine: answers.readLine, write: { _ in }, width: 80, colors: false)
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(
            AlertAction(title: "Retry", style: .default) { _ in log.withLock { $0.append("Retry") } })
        presenter.present(alert: alert)
        #expect(log.withLock { $0 }.isEmpty)
        #expect(answers.count == TerminalPresenter.maximumInvalidAnswers)
    }

    @Test func aValidAnswerAfterNineInvalidOnesStillChooses() {
        let terminal = ScriptedTerminal(answers: Array(repeating: "7", count: 9) + ["1"])
        let log = Locked<[String]>([])
        terminal.presenter().present(alert: alert(log))
        #expect(log.withLock { $0 } == ["Retry"])
    }

    @Test func anEmptyAnswerIsAskedAgainWhenThereAreSeveralButtons() {
        let terminal = ScriptedTerminal(answers: ["", "1"])
        let log = Locked<[String]>([])
        terminal.presenter().present(alert: alert(log))
        #expect(terminal.text.components(separatedBy: "Choose 1–2: ").count == 3)
        #expect(log.withLock { $0 } == ["Retry"])
    }

    @Test func plainOutputHasNoEscapeSequencesEvenWhenTheErrorCarriesThem() {
        let terminal = ScriptedTerminal(answers: ["1"])
        let log = Locked<[String]>([])
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2JGone\u{1B}[8mhidden\r"
        terminal.presenter().present(alert: alert(log, message: hostile))
        #expect(!terminal.text.contains("\u{1B}"))
        #expect(!terminal.text.contains("\r"))
        #expect(terminal.text.contains("Gonehidden"))
    }

    @Test func richOutputOnlyCarriesItsOwnColourCodes() {
        let terminal = ScriptedTerminal(answers: ["1"])
        let log = Locked<[String]>([])
        terminal.presenter(colors: true).present(alert: alert(log, message: "\u{1B}]0;pwned\u{07}x"))
        let codes = terminal.text.matches(of: /\u{1B}[^m]*m/).map { String(terminal.text[$0.range]) }
        #expect(codes.allSatisfy { ["\u{1B}[1m", "\u{1B}[2m", "\u{1B}[0m"].contains($0) })
        #expect(!terminal.text.contains("pwned"))
    }

    @Test(arguments: [40, 80])
    func theBoxNeverOverflowsTheWidth(width: Int) {
        let terminal = ScriptedTerminal(answers: ["1"])
        let alert = AlertController(
            title: "インターネットに接続されていません。接続を確認してからもう一度お試しください。",
            message: "인터넷에 연결되어 있지 않습니다. 연결을 확인한 후 다시 시도하세요. A long English sentence follows it here.",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "再試行", style: .default, handler: nil))
        terminal.presenter(width: width, colors: true).present(alert: alert)
        let boxLines = terminal.text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("│") || $0.hasPrefix("╭") || $0.hasPrefix("╰")
        }
        let widths = boxLines.map { TerminalText.columns(of: $0.replacing(/\u{1B}\[[0-9;]*m/, with: "")) }
        #expect(boxLines.count > 4)
        #expect(widths.allSatisfy { $0 <= width })
        #expect(Set(widths).count == 1)
    }

    @Test func showAsksForAnAlertsButtonWithoutRunningIt() {
        let terminal = ScriptedTerminal(answers: ["2"])
        let ran = Locked(false)
        let presentation = ErrorPresentation(
            title: "Session expired", message: "Sign in again.",
            buttons: [
                .init(title: "Sign In") { ran.withLock { $0 = true } },
                .init(title: "Cancel", role: .cancel),
            ],
            error: AppError.sessionExpired)
        let chosen = terminal.presenter().show(presentation)
        #expect(chosen?.id == presentation.buttons[1].id)
        #expect(!ran.withLock { $0 })
    }

    @Test func toastIsOneLineWithItsCount() {
        let terminal = ScriptedTerminal(answers: [])
        let toast = ErrorPresentation(
            title: "Saved offline", message: "Will sync later.", buttons: [],
            style: .toast(duration: .seconds(3)), error: AppError.offline
        ).with(occurrences: 3)
        #expect(terminal.presenter().show(toast) == nil)
        #expect(terminal.text == "! Saved offline — Will sync later. (×3)\n")
    }

    @Test func anAlertsCountReadsAsInTheAlertsOfTheOtherPresenters() {
        let terminal = ScriptedTerminal(answers: [])
        let presentation = ErrorPresentation(
            title: "Connection lost", buttons: [], error: AppError.offline
        ).with(occurrences: 3)
        terminal.presenter().show(presentation)
        // The SwiftUI, UIKit and AppKit alerts and the VoiceOver announcement show this title.
        #expect(presentation.titleWithOccurrences == "Connection lost (×3)")
        #expect(terminal.text == presentation.titleWithOccurrences + "\n")
    }

    @Test func inlineMessagePrintsUnderTheFieldLabel() {
        let terminal = ScriptedTerminal(answers: [])
        let inline = ErrorPresentation(
            title: "Wrong", message: "The password is wrong.", buttons: [], style: .inline(field: "Password"),
            error: AppError.wrongPassword)
        terminal.presenter().show(inline)
        #expect(terminal.text == "Password\n  ! The password is wrong.\n")
    }

    @Test func worksDirectlyWithAnErrorHandler() async {
        let terminal = ScriptedTerminal(answers: ["1"])
        let handler = ErrorHandler(for: terminal.presenter()).onNoMatch(.presentError)
        let outcome = await handler.handle(AppError.offline)
        #expect(terminal.text.contains(AppError.offline.userMessage))
        #expect(outcome.isHandled)
    }
}
