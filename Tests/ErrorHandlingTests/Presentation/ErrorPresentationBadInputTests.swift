import ErrorHandling
import Testing

@Suite("ErrorPresentation cleans bad input for display")
struct ErrorPresentationBadInputTests {
    struct Failure: Error {}

    @Test func a1MBMessageIsCutWithAnEllipsisAndTheErrorKeepsTheFullText() throws {
        let huge = String(repeating: "a", count: 1_000_000)
        let error = AppError.validation(reason: huge)
        let presentation = ErrorPresentation(title: "Invalid", message: huge, buttons: [], error: error)

        let message = try #require(presentation.message)
        #expect(message.count <= 2_000)
        #expect(message.count > 100)
        #expect(message.hasSuffix("…"))
        #expect(message.dropLast().allSatisfy { $0 == "a" })
        #expect((presentation.error as? AppError) == .validation(reason: huge))
    }

    @Test func anEnormousTitleFromAnErrorIsCutWithAnEllipsis() {
        let presentation = ErrorPresentation(
            error: AppError.validation(reason: String(repeating: "b", count: 1_000_000)))
        #expect(presentation.title.count <= 200)
        #expect(presentation.title.hasSuffix("…"))
    }

    @Test func textAtTheLimitIsNotCut() {
        let exact = String(repeating: "c", count: 2_000)
        #expect(ErrorPresentation(title: "T", message: exact, buttons: [], error: Failure()).message == exact)
    }

    @Test(arguments: [
        "", "   ", "\u{0}\u{7}", "\n\t", "\u{200B}", "\u{3164}\u{3164}", "\u{2800}", "\u{E0041}\u{E0042}",
        "\u{FE0F}\u{2060}",
    ])
    func anEmptyBlankOrInvisibleTitleBecomesTheLocalizedGenericTitle(title: String) {
        let presentation = ErrorPresentation(title: title, buttons: [], error: Failure())
        #expect(presentation.title == "Something went wrong")
    }

    @Test func controlCharactersAreRemovedFromTitlesMessagesAndButtonTitles() {
        let presentation = ErrorPresentation(
            title: "Up\u{0}load\u{1B}[31m failed\u{7}",
            message: "Line one\nLine\u{8} two\u{202E}txt.exe",
            buttons: [ErrorPresentation.Button(title: "O\u{0}K\u{200F}")],
            error: Failure())
        #expect(presentation.title == "Upload[31m failed")
        #expect(presentation.message == "Line one\nLine twotxt.exe")
        #expect(presentation.buttons.map(\.title) == ["OK"])
    }

    @Test func lineBreaksAndTabsInATitleBecomeSpaces() {
        let presentation = ErrorPresentation(title: "Upload\nfailed\tnow", buttons: [], error: Failure())
        #expect(presentation.title == "Upload failed now")
    }

    @Test func aBlankMessageIsNoMessage() {
        #expect(
            ErrorPresentation(title: "T", message: " \u{0} ", buttons: [], error: Failure()).message == nil)
    }

    @Test func anInvisibleMessageIsNoMessage() {
        #expect(
            ErrorPresentation(title: "T", message: "\u{200B}\u{2800}", buttons: [], error: Failure()).message
                == nil)
    }

    @Test(arguments: ["", "\u{200B}", "\u{3164}", "\u{2800}"])
    func anEmptyOrInvisibleButtonTitleBecomesALocalizedOK(title: String) {
        #expect(ErrorPresentation.Button(title: title).title == "OK")
    }

    @Test func emojiAndCombinedCharactersSurviveCleaning() {
        let title = "👨‍👩‍👧 café 失敗 실패"
        #expect(ErrorPresentation(title: title, buttons: [], error: Failure()).title == title)
    }
}
