import ErrorHandling
import Foundation
import Testing

@Suite("Text on screen is bounded in Unicode scalars and bytes, not only in characters")
struct DisplayTextSizeLimitTests {
    /// "A" with a million combining acute accents: one character of 2 MB.
    static let floodedCharacter = "A" + String(repeating: "\u{301}", count: 1_000_000)

    /// An error that says nothing but ``floodedCharacter``, everywhere it can.
    struct FloodedError: Error, LocalizedError, RecoverableError {
        var errorDescription: String? { DisplayTextSizeLimitTests.floodedCharacter }
        var recoverySuggestion: String? { DisplayTextSizeLimitTests.floodedCharacter }
        var recoveryOptions: [String] { [DisplayTextSizeLimitTests.floodedCharacter] }
        func attemptRecovery(optionIndex: Int) -> Bool { false }
    }

    struct Failure: Error {}

    private func expectBounded(_ text: String, characters limit: Int, _ what: String) {
        #expect(text.count <= limit, "\(what): \(text.count) characters")
        #expect(
            text.unicodeScalars.count <= limit * DisplayText.scalarsPerCharacter,
            "\(what): \(text.unicodeScalars.count) scalars")
        #expect(text.utf8.count <= limit * DisplayText.bytesPerCharacter, "\(what): \(text.utf8.count) bytes")
    }

    @Test func oneCharacterOfAMillionCombiningMarksIsCutToItsFirstScalarsWithAnEllipsisEverywhereItIsShown()
        throws
    {
        let presentation = ErrorPresentation(error: FloodedError())
        let message = try #require(presentation.message)
        let button = try #require(presentation.buttons.first)

        expectBounded(presentation.title, characters: DisplayText.titleLimit, "title")
        expectBounded(message, characters: DisplayText.messageLimit, "message")
        expectBounded(button.title, characters: DisplayText.buttonTitleLimit, "button title")
        let kept = "A" + String(repeating: "\u{301}", count: DisplayText.characterScalarLimit - 1)
        #expect(presentation.title == kept + "…")
        #expect(message == kept + "…")
        #expect(button.title == kept + "…")
        let announcement = presentation.accessibilityAnnouncement
        #expect(announcement.unicodeScalars.count == 2 * (DisplayText.characterScalarLimit + 1) + 1)
        #expect(announcement.utf8.count < 100)
    }

    @Test func stackedMarksOverEachLetterAsInZalgoTextKeepTheFirstFewPerLetterWithoutAnEllipsis() {
        let zalgo =
            "Z" + String(repeating: "\u{336}", count: 40) + "a" + String(repeating: "\u{334}", count: 3)
        let presentation = ErrorPresentation(title: zalgo, buttons: [], error: Failure())
        #expect(
            presentation.title
                == "Z" + String(repeating: "\u{336}", count: DisplayText.characterScalarLimit - 1) + "a"
                + String(repeating: "\u{334}", count: 3))
    }

    @Test func charactersOfSeveralScalarsEachAreCutAtTheScalarLimitWithAnEllipsis() throws {
        let accented = String(repeating: "e" + String(repeating: "\u{301}", count: 5), count: 2_000)
        let message = try #require(
            ErrorPresentation(title: "T", message: accented, buttons: [], error: Failure()).message)
        expectBounded(message, characters: DisplayText.messageLimit, "message")
        #expect(message.hasSuffix("…"))
        #expect(message.unicodeScalars.count > DisplayText.messageLimit * DisplayText.scalarsPerCharacter - 7)
    }

    @Test func longEmojiSequencesAreCutAtTheByteLimitWithAnEllipsis() throws {
        let families = String(repeating: "👨‍👩‍👧", count: 2_000)
        let message = try #require(
            ErrorPresentation(title: "T", message: families, buttons: [], error: Failure()).message)
        expectBounded(message, characters: DisplayText.messageLimit, "message")
        #expect(message.hasSuffix("…"))
        #expect(message.dropLast().allSatisfy { $0 == "👨‍👩‍👧" })
    }

    @Test(arguments: [
        "👨‍👩‍👧‍👦 👩🏽‍❤️‍💋‍👨🏿 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🇯🇵 🧑🏾‍🚀",
        "インターネットに接続されていません。接続を確認してからもう一度お試しください。",
        "인터넷에 연결되어 있지 않습니다. 연결을 확인한 후 다시 시도하세요.",
        "Ελληνικά, русский, עברית, العربية, हिन्दी, ไทย",
    ])
    func emojiSequencesFlagsAndJapaneseAndKoreanTextOfOrdinaryLengthAreNotTouched(text: String) {
        let presentation = ErrorPresentation(title: text, message: text, buttons: [], error: Failure())
        #expect(presentation.title == text)
        #expect(presentation.message == text)
    }

    @Test func aJapaneseMessageAsLongAsTheCharacterLimitIsNotCut() {
        let text = String(repeating: "接続", count: DisplayText.messageLimit / 2)
        #expect(ErrorPresentation(title: "T", message: text, buttons: [], error: Failure()).message == text)
    }
}
