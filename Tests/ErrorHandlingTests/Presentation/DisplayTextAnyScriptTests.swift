import ErrorHandling
import Testing

/// Text in any script is shown as it is when nothing in it needs cleaning, and cleaned the same
/// way as ASCII text when something does.
@Suite("Text on screen in any script: kept when clean, cleaned when not")
struct DisplayTextAnyScriptTests {
    struct Failure: Error {}

    private func shown(title: String, message: String? = nil) -> ErrorPresentation {
        ErrorPresentation(title: title, message: message, buttons: [], error: Failure())
    }

    @Test func bidirectionalAndControlMarksInJapaneseTextAreRemoved() {
        let presentation = shown(title: "接続\u{202E}エラー\u{7}", message: "\u{200F}もう一度\u{1B}お試しください")
        #expect(presentation.title == "接続エラー")
        #expect(presentation.message == "もう一度お試しください")
    }

    @Test func lineBreaksAndTabsInKoreanTextBecomeWhatEachPlaceShows() {
        let presentation = shown(title: "연결\n오류\t발생", message: "연결\r\n오류\t발생\u{2028}끝")
        #expect(presentation.title == "연결 오류 발생")
        #expect(presentation.message == "연결\n오류 발생\n끝")
        #expect(shown(title: "T", message: "接続\nエラー").message == "接続\nエラー")
    }

    @Test func aJapaneseTitleOneCharacterOverItsLimitIsCutWithAnEllipsis() {
        let fits = String(repeating: "接", count: DisplayText.titleLimit)
        #expect(shown(title: fits).title == fits)
        let title = shown(title: fits + "続").title
        #expect(title == String(repeating: "接", count: DisplayText.titleLimit - 1) + "…")
    }

    @Test func aCharacterOfTheScalarLimitIsKeptAndOneScalarMoreIsThinned() {
        let marks = String(repeating: "\u{301}", count: DisplayText.characterScalarLimit - 1)
        let atTheLimit = "日本 é" + marks
        #expect(shown(title: atTheLimit).title == atTheLimit)
        #expect(shown(title: atTheLimit + "\u{301}").title == atTheLimit)
    }

    @Test func arabicTextWithItsMarksAndAnEmojiSequenceIsKeptAsItIs() {
        let text = "ستتم إعادة المحاولة تلقائيًا 👩🏽‍💻"
        #expect(shown(title: text, message: text).title == text)
        #expect(shown(title: text, message: text).message == text)
    }
}
