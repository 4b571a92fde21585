import Foundation
import Testing

@testable import ErrorHandling

@Suite("Localization tables")
struct LocalizationTableTests {
    /// The texts a language rightly writes exactly as English does.
    static let sameAsEnglish: [String: Set<ErrorTextKey>] = [
        // "OK" is the acknowledgement button these languages' interfaces use, Apple's and
        // Google's own included; a native word ("Einverstanden", "D'accord") would look odd.
        // Spanish writes "Aceptar", Russian the Cyrillic "ОК", the others a word of their own.
        "ja": [.okButton], "de": [.okButton], "fr": [.okButton], "it": [.okButton], "nl": [.okButton],
        "pt-BR": [.okButton],
    ]

    static let translations = ErrorLocalization.builtInLanguages.filter {
        $0 != LocalizedStrings.fallbackLanguage
    }

    static var english: [String: String] { LocalizedStrings.table(for: LocalizedStrings.fallbackLanguage) }

    @Test(arguments: ErrorLocalization.builtInLanguages)
    func everyTableHoldsEveryKeyOfEnglishAndNoOther(language: String) {
        let table = LocalizedStrings.table(for: language)
        let keys = Set(ErrorTextKey.allCases.map(\.rawValue))
        let missing = keys.union(Self.english.keys).filter { table[$0]?.isEmpty ?? true }
        let unknown = Set(table.keys).subtracting(keys)
        #expect(missing.isEmpty, "\(language).lproj lacks \(missing.sorted())")
        #expect(unknown.isEmpty, "\(language).lproj has keys no code reads: \(unknown.sorted())")
    }

    @Test(arguments: translations)
    func everyTextHasTheFormatPlaceholdersOfEnglish(language: String) {
        let table = LocalizedStrings.table(for: language)
        for (key, english) in Self.english {
            let text = table[key] ?? ""
            #expect(
                Self.placeholders(in: text) == Self.placeholders(in: english),
                "\(language) \(key): \"\(text)\" has other placeholders than \"\(english)\"")
        }
    }

    @Test(arguments: translations)
    func noTextIsLeftInEnglishButTheListedOnes(language: String) {
        let table = LocalizedStrings.table(for: language)
        let allowed = Set((Self.sameAsEnglish[language] ?? []).map(\.rawValue))
        let untranslated = Self.english.filter { key, english in
            table[key] == english && !allowed.contains(key)
        }
        #expect(untranslated.isEmpty, "\(language) keeps English for \(untranslated.keys.sorted())")
    }

    @Test func everyListedExceptionIsStillWrittenAsInEnglish() {
        for (language, keys) in Self.sameAsEnglish {
            #expect(ErrorLocalization.builtInLanguages.contains(language))
            for key in keys {
                #expect(
                    LocalizedStrings.table(for: language)[key.rawValue] == Self.english[key.rawValue],
                    "\(language) \(key.rawValue) is translated now; remove it from the exceptions")
            }
        }
    }

    @Test(arguments: ErrorLocalization.builtInLanguages)
    func noTextHoldsControlCharactersOrBidirectionalMarks(language: String) {
        for (key, text) in LocalizedStrings.table(for: language) {
            #expect(!text.unicodeScalars.contains(where: { $0.isHiddenInText }), "\(language) \(key)")
        }
    }

    @Test func placeholdersAreReadWithTheirPositionAndKind() {
        #expect(Self.placeholders(in: "%2$@ of %1$@, %d%% and %@") == ["%", "1$@", "2$@", "@", "d"])
        #expect(Self.placeholders(in: "%1$@ %@") != Self.placeholders(in: "%@ %@"))
        #expect(Self.placeholders(in: "no placeholder").isEmpty)
    }

    /// The format placeholders of `text`, each as its position (if any) and kind, sorted:
    /// `"%2$@ of %1$@"` has `["1$@", "2$@"]`, whatever order the language puts them in.
    static func placeholders(in text: String) -> [String] {
        text.matches(of: /%(\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGcCsSpaA%])/)
            .map { String($0.output.1 ?? "") + String($0.output.2) }
            .sorted()
    }
}
