import ErrorHandling
import Foundation
import Testing

@Suite("ErrorLocalization")
struct ErrorLocalizationTests {
    // Only English locales are set here: tests run in parallel and others read English text.
    @Test func preferredLocaleWinsOverTheCurrentOneUntilItIsCleared() {
        ErrorLocalization.preferredLocale = Locale(identifier: "en_GB")
        #expect(ErrorLocalization.locale.identifier == "en_GB")
        ErrorLocalization.preferredLocale = nil
        #expect(ErrorLocalization.locale.identifier == Locale.current.identifier)
    }

    /// The deprecated `for:` spellings still give the words of `locale:`.
    @available(*, deprecated, message: "Tests the deprecated spellings.")
    @Test func aMessageAndAButtonTitleTakeALocaleUnderEitherLabel() {
        let british = Locale(identifier: "en_GB")
        #expect(AppError.offline.userMessage(for: british) == AppError.offline.userMessage(locale: british))
        #expect(
            StandardButtonTitle.retry.localized(for: british)
                == StandardButtonTitle.retry.localized(locale: british))
        #expect(
            AppError.offline.userMessage == AppError.offline.userMessage(locale: ErrorLocalization.locale))
        #expect(
            StandardButtonTitle.retry.localized()
                == StandardButtonTitle.retry.localized(locale: ErrorLocalization.locale))
    }
}
