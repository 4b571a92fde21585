import Foundation
import Testing

@testable import ErrorHandling

/// How the languages of texts are named, and which a locale reads once an app adds its own.
@Suite("Languages of the texts")
struct TextLanguageTests {
    @Test(arguments: [
        ("sv", "sv"), ("SV", "sv"), ("sv_FI", "sv-FI"), ("pt-pt", "pt-PT"), ("zh-hant", "zh-Hant"),
        ("ZH_HANS_sg", "zh-Hans-SG"), ("es-419", "es-419"), ("fil", "fil"),
    ])
    func aLanguageNameIsSpelledAsItsLprojFolder(name: String, normalized: String) {
        #expect(TextLanguage.normalized(name) == normalized)
    }

    @Test(arguments: [
        ("sv-FI", ["sv-Latn-FI", "sv-FI", "sv-Latn", "sv", "en"]),
        ("pt-PT", ["pt-Latn-PT", "pt-PT", "pt-Latn", "pt", "pt-BR", "en"]),
        ("zh-TW", ["zh-Hant-TW", "zh-TW", "zh-Hant", "zh", "en"]),
        ("", ["en"]),
    ])
    func aLocaleReadsItsLanguageFromTheMostToTheLeastSpecificThenEnglish(
        identifier: String, candidates: [String]
    ) {
        #expect(TextLanguage.candidates(for: Locale(identifier: identifier)) == candidates)
    }

    @Test func theClosestLanguageIsPickedAmongTheBuiltInAndTheAppsOwn() {
        withOwnTexts {
            #expect(LocalizedStrings.language(of: Locale(identifier: "pt-PT")) == "pt-BR")
            ErrorLocalization.override(.okButton, with: "Está bem", for: "pt-PT")
            ErrorLocalization.override(.okButton, with: "Okej", for: "sv")
            ErrorLocalization.override(.okButton, with: "確定", for: "zh-TW")
            #expect(LocalizedStrings.language(of: Locale(identifier: "pt-PT")) == "pt-PT")
            #expect(LocalizedStrings.language(of: Locale(identifier: "pt-AO")) == "pt-BR")
            #expect(LocalizedStrings.language(of: Locale(identifier: "sv-FI")) == "sv")
            #expect(LocalizedStrings.language(of: Locale(identifier: "zh-TW")) == "zh-TW")
            #expect(LocalizedStrings.language(of: Locale(identifier: "zh-HK")) == "zh-Hant")
            #expect(LocalizedStrings.language(of: Locale(identifier: "fi-FI")) == "en")
            // The rest of European Portuguese is the built-in Portuguese, not English.
            #expect(
                StandardButtonTitle.retry.localized(locale: Locale(identifier: "pt-PT")) == "Tentar novamente"
            )
        }
    }
}
