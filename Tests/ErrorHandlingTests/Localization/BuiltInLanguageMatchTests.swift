import Foundation
import Testing

@testable import ErrorHandling

@Suite("Built-in language of a locale")
struct BuiltInLanguageMatchTests {
    @Test(arguments: [
        ("pt-PT", "pt-BR"), ("pt", "pt-BR"), ("pt_BR", "pt-BR"), ("pt-AO", "pt-BR"),
        ("zh-HK", "zh-Hant"), ("zh-TW", "zh-Hant"), ("zh_MO", "zh-Hant"), ("zh-Hant", "zh-Hant"),
        ("zh-Hant-CN", "zh-Hant"),
        ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh", "zh-Hans"), ("zh-Hans", "zh-Hans"),
        ("zh-Hans-HK", "zh-Hans"),
        ("en-GB", "en"), ("en_US_POSIX", "en"), ("de-AT", "de"), ("de-CH", "de"), ("es-MX", "es"),
        ("es-419", "es"), ("fr-CA", "fr"), ("it-CH", "it"), ("nl-BE", "nl"), ("ru-KZ", "ru"),
        ("tr-CY", "tr"), ("ar-EG", "ar"), ("ar_SA@numbers=latn", "ar"), ("hi-IN", "hi"), ("ja_JP", "ja"),
        ("ko-KR", "ko"),
    ])
    func aLocaleReadsTheClosestBuiltInLanguage(identifier: String, language: String) {
        #expect(ErrorLocalization.builtInLanguage(for: Locale(identifier: identifier)) == language)
    }

    @Test(arguments: [
        ("yue", "zh-Hant"), ("yue-HK", "zh-Hant"), ("yue-Hant-HK", "zh-Hant"), ("yue-Hant", "zh-Hant"),
        ("yue_MO", "zh-Hant"), ("yue-Hans", "zh-Hans"), ("yue-CN", "zh-Hans"), ("yue-Hans-CN", "zh-Hans"),
    ])
    func cantoneseReadsTheChineseOfItsScriptTraditionalUnlessWrittenSimplified(
        identifier: String, language: String
    ) {
        #expect(ErrorLocalization.builtInLanguage(for: Locale(identifier: identifier)) == language)
    }

    @Test(arguments: ErrorLocalization.builtInLanguages)
    func everyBuiltInLanguageReadsItsOwnTable(language: String) {
        #expect(ErrorLocalization.builtInLanguage(for: Locale(identifier: language)) == language)
    }

    @Test(arguments: ["fi-FI", "sv", "pl-PL", "he", "xx", ""])
    func aLanguageThatIsNotBuiltInHasNoMatchAndShowsEnglish(identifier: String) {
        let locale = Locale(identifier: identifier)
        #expect(ErrorLocalization.builtInLanguage(for: locale) == nil)
        #expect(LocalizedStrings.language(of: locale) == "en")
        #expect(AppError.timeout.userMessage(locale: locale) == "The request took too long.")
    }

    @Test func regionalFormsShowTheTextOfTheirTable() {
        #expect(
            AppError.offline.userMessage(locale: Locale(identifier: "pt-PT"))
                == "Parece que você está sem conexão com a internet.")
        #expect(StandardButtonTitle.retry.localized(locale: Locale(identifier: "zh-HK")) == "重試")
        #expect(StandardButtonTitle.retry.localized(locale: Locale(identifier: "zh-SG")) == "重试")
        #expect(StandardButtonTitle.retry.localized(locale: Locale(identifier: "yue-HK")) == "重試")
        #expect(StandardButtonTitle.cancel.localized(locale: Locale(identifier: "de-AT")) == "Abbrechen")
        #expect(StandardButtonTitle.back.localized(locale: Locale(identifier: "en-GB")) == "Back")
    }
}
