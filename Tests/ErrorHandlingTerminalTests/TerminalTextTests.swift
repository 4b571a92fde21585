import ErrorHandlingTerminal
import Testing

@Suite("TerminalText")
struct TerminalTextTests {
    @Test(arguments: [
        ("colour \u{1B}[31mred\u{1B}[0m", "colour red"),
        ("clear\u{1B}[2J\u{1B}[H screen", "clear screen"),
        ("move \u{1B}[10;20H cursor", "move  cursor"),
        ("title \u{1B}]0;evil title\u{07}set", "title set"),
        ("title \u{1B}]2;evil\u{1B}\\ended", "title ended"),
        ("hyperlink \u{1B}]8;;http://x\u{1B}\\text\u{1B}]8;;\u{1B}\\", "hyperlink text"),
        ("back\u{08}\u{08}\u{08}space", "backspace"),
        ("carriage\rreturn", "carriagereturn"),
        ("bell\u{07}", "bell"),
        ("c1 \u{9B}31mcsi", "c1 csi"),
        ("bidi \u{202E}txt.exe\u{202C}", "bidi txt.exe"),
        ("isolate \u{2066}hidden\u{2069}", "isolate hidden"),
        ("line\nbreak\ttab", "line break tab"),
        ("dangling escape \u{1B}", "dangling escape "),
        ("接続できません 연결 오류", "接続できません 연결 오류"),
    ])
    func sanitizeRemovesEverySequenceThatCouldRewriteTheScreen(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test func sanitizedTextHasNoControlCharactersLeft() {
        let hostile = (0..<0x20).map { String(UnicodeScalar($0)!) }.joined() + "\u{7F}\u{85}\u{9B}"
        let clean = TerminalText.sanitize("a" + hostile + "b")
        #expect(clean.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
    }

    @Test func japaneseAndKoreanCharactersTakeTwoColumns() {
        #expect(TerminalText.columns(of: "abc") == 3)
        #expect(TerminalText.columns(of: "日本語") == 6)
        #expect(TerminalText.columns(of: "한국어") == 6)
        #expect(TerminalText.columns(of: "ｶﾀｶﾅ") == 4)
        #expect(TerminalText.columns(of: "e\u{301}") == 1)
    }

    @Test(arguments: [40, 80])
    func wrappedLinesNeverExceedTheWidth(width: Int) {
        let text =
            "インターネットに接続されていません。接続を確認してからもう一度お試しください。"
            + " 인터넷에 연결되어 있지 않습니다. 연결을 확인한 후 다시 시도하세요."
            + " The connection was lost while the request was being sent; supercalifragilisticexpialidocious"
        let lines = TerminalText.wrap(text, width: width)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { TerminalText.columns(of: $0) <= width })
        #expect(lines.joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace })
    }

    @Test func wrapKeepsLineBreaksAndBreaksAtSpaces() {
        #expect(TerminalText.wrap("one two three\nfour", width: 8) == ["one two", "three", "four"])
    }
}
