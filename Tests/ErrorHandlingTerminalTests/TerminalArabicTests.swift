import Foundation
import Testing

@testable import ErrorHandlingTerminal

/// What the terminal prints for an Arabic alert: terminals lay right-to-left text out
/// themselves, so the presenter writes the Arabic words in logical (reading) order, with no
/// bidirectional marks, and fills the placeholders of the Arabic prompts.
@Suite("TerminalPresenter in Arabic")
struct TerminalArabicTests {
    static let arabic = Locale(identifier: "ar")

    private func offlineAlert(title: String? = nil) -> ErrorPresentation {
        ErrorPresentation(
            title: title ?? AppError.offline.userMessage(locale: Self.arabic),
            message: AppError.offline.recoverySuggestion(locale: Self.arabic),
            buttons: [
                ErrorPresentation.Button(title: StandardButtonTitle.retry.localized(locale: Self.arabic)),
                ErrorPresentation.Button(
                    title: StandardButtonTitle.cancel.localized(locale: Self.arabic), role: .cancel),
            ],
            error: AppError.offline)
    }

    @Test func anArabicAlertPrintsItsWordsInReadingOrderWithArabicPrompts() {
        let terminal = ScriptedTerminal(answers: ["3", "1"])
        let chosen = terminal.presenter().prompting(in: Self.arabic).show(offlineAlert())
        #expect(
            terminal.text
                == "يبدو أنه لا يوجد اتصال بالإنترنت.\n"
                + "تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى.\n\n"
                + "1) إعادة المحاولة\n"
                + "2) إلغاء\n"
                + "اختر من 1 إلى 2: "
                + "اكتب رقمًا من 1 إلى 2.\n"
                + "اختر من 1 إلى 2: ")
        #expect(chosen?.title == "إعادة المحاولة")
    }

    @Test func anArabicAlertWithOneButtonNamesItInTheReturnPrompt() {
        let terminal = ScriptedTerminal(answers: [""])
        let alert = ErrorPresentation(
            title: AppError.sessionExpired.userMessage(locale: Self.arabic),
            buttons: [ErrorPresentation.Button(title: StandardButtonTitle.ok.localized(locale: Self.arabic))],
            error: AppError.sessionExpired)
        let chosen = terminal.presenter().prompting(in: Self.arabic).show(alert)
        #expect(terminal.text == "انتهت صلاحية الجلسة.\n\n1) حسنًا\nاضغط على Enter لاختيار «حسنًا»: ")
        #expect(chosen != nil)
    }

    @Test func bidirectionalMarksInAnArabicTitleAreRemovedAndItsWordsKept() {
        let disguised = "\u{202E}يبدو\u{200F} أنه \u{2067}لا يوجد\u{2069} اتصال\u{061C} بالإنترنت.\u{202C}"
        let terminal = ScriptedTerminal(answers: ["2"])
        terminal.presenter().prompting(in: Self.arabic).show(offlineAlert(title: disguised))
        #expect(terminal.text.hasPrefix("يبدو أنه لا يوجد اتصال بالإنترنت.\n"))
        #expect(!terminal.text.unicodeScalars.contains { $0.properties.isBidiControl })
    }

    @Test func anArabicRetryCountdownFillsItsPlaceholdersInTheirPlaces() {
        let retry = RetryProgress(
            id: UUID(), title: "", error: AppError.offline, attempt: 2, maxAttempts: 3,
            phase: .waiting(.seconds(4)))
        let style = TerminalStyle(width: 80, isRich: false, locale: Self.arabic)
        #expect(style.retryCountdown(seconds: 4, of: retry) == "إعادة المحاولة خلال 4 ث (المحاولة 2 من 3)…\n")
    }
}
