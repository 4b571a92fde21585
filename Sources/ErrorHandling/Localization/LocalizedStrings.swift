import Foundation

/// Reads the library's built-in texts from the `Localizable.strings` tables in the module's
/// bundle.
///
/// Each table is read from disk once, by ``StringsTableFile``, which reads both the text tables
/// SwiftPM copies on Linux and the binary ones Xcode compiles. Which table a locale
/// reads, and the app's texts over them, are ``LocalizationState``'s to decide.
enum LocalizedStrings {
    /// The language whose table holds every key.
    static let fallbackLanguage = "en"

    private static let tables = Locked<[String: [String: String]]>([:])

    /// The text of `key` in the language closest to `locale` that has it, else in English:
    /// the app's text, if it gave one (see ``ErrorLocalization/override(_:with:for:)``), else
    /// the built-in one.
    static func text(for key: ErrorTextKey, locale: Locale) -> String {
        ErrorLocalization.state.texts(for: locale).text(key)
    }

    /// The language whose texts `locale` reads first, such as `"zh-Hant"`, else English.
    static func language(of locale: Locale) -> String {
        ErrorLocalization.state.language(of: locale)
    }

    /// The built-in text of `key` in `language`; empty when that table has none.
    static func builtInText(for key: ErrorTextKey, in language: String) -> String {
        table(for: language)[key.rawValue] ?? ""
    }

    /// The built-in table of `language`, empty when the bundle has none.
    static func table(for language: String) -> [String: String] {
        if let cached = tables.withLock({ $0[language] }) {
            return cached
        }
        let loaded = load(language)
        tables.withLock { $0[language] = loaded }
        return loaded
    }

    /// The texts of the strings table at `path` by key; empty when there is none, or it is
    /// refused (see ``StringsTableFile``).
    static func readTable(atPath path: String) -> [String: String] {
        StringsTableFile.texts(atPath: path) ?? [:]
    }

    private static func load(_ language: String) -> [String: String] {
        // SwiftPM writes the folders of the bundle in lowercase (`pt-br.lproj`, `zh-hant.lproj`);
        // a bundle copied as the sources are spelled keeps `pt-BR.lproj`.
        let paths = [language, language.lowercased()].lazy.compactMap {
            Bundle.module.path(
                forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: $0)
        }
        return paths.first.map(readTable(atPath:)) ?? [:]
    }
}
