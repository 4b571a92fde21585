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
}
