import ErrorHandlingTerminal
import Foundation
import Testing

@Suite("TerminalPresenter writes a bounded amount of text for an error of any size")
struct TerminalOutputSizeTests {
    /// "A" with a million combining acute accents: one character of 2 MB.
    static let floodedCharacter = "A" + String(repeating: "\u{301}", count: 1_000_000)

    struct FloodedError: Error, LocalizedError {
        var errorDescription: String? { TerminalOutputSizeTests.floodedCharacter }
        var recoverySuggestion: String? { TerminalOutputSizeTests.floodedCharacter }
    }

    /// The most a terminal is sent for one error: a title's and a message's worth of bytes,
    /// with room for line breaks, indentation and buttons.
    static let byteBound = 40_000

    @Test func aToastOfA2MBCharacterWritesAFewBytesToA40ColumnTerminal() {
        let terminal = ScriptedTerminal(answers: [])
        terminal.presenter(width: 40).show(
            ErrorPresentation(error: FloodedError()).with(style: .toast(duration: .seconds(3))))
        #expect(terminal.text.utf8.count < 1_000, "\(terminal.text.utf8.count) bytes")
        let kept = "A" + String(repeating: "\u{301}", count: DisplayText.characterScalarLimit - 1)
        #expect(
            terminal.text.unicodeScalars.elementsEqual(("! " + kept + "… — " + kept + "…\n").unicodeScalars))
    }

    @Test func anAlertBuiltOutsideAPresentationWith2MBTextsIsBoundedToo() {
        let terminal = ScriptedTerminal(answers: ["1"])
        let flood = Self.floodedCharacter + String(repeating: "é", count: 1_000_000)
        let alert = AlertController(title: flood, message: flood, preferredStyle: .alert)
        alert.addAction(AlertAction(title: flood, style: .default) { _ in })
        terminal.presenter(width: 40).present(alert: alert)
        #expect(terminal.text.utf8.count < Self.byteBound, "\(terminal.text.utf8.count) bytes")
    }

    @Test func anInlineMessageOf2MBIsBoundedItsFieldLabelToo() {
        let terminal = ScriptedTerminal(answers: [])
        let flood = String(repeating: "x", count: 2_000_000)
        terminal.presenter(width: 40).showInline(flood, field: flood)
        #expect(terminal.text.utf8.count < Self.byteBound, "\(terminal.text.utf8.count) bytes")
    }

    @Test func aJapaneseToastOfOrdinaryLengthIsWrittenWhole() {
        let terminal = ScriptedTerminal(answers: [])
        let message = "接続を確認してからもう一度お試しください。"
        terminal.presenter(width: 40).show(
            ErrorPresentation(
                title: "接続エラー", message: message, buttons: [], style: .toast(duration: .seconds(3)),
                error: FloodedError()))
        #expect(terminal.text.filter { !$0.isWhitespace } == "!接続エラー—" + message)
    }
}
