import Foundation

/// Reads user-facing text from the `Localizable.strings` tables in the module's bundle.
///
/// The table of the built-in language closest to the locale is read first (see
/// ``ErrorLocalization/builtInLanguage(for:)``), then the English one, so a language or a key
/// that has no translation shows English, never a key. Each table is read from disk once,
/// with `PropertyListSerialization`, which reads both the text tables SwiftPM copies on Linux
/// and the binary ones Xcode compiles.
enum LocalizedStrings {
    /// The language whose table holds every key.
    static let fallbackLanguage = "en"

    private static let tables = Locked<[String: [String: String]]>([:])

    /// The text of `key` in the language of `locale`, else in English.
    static func text(for key: LocalizationKey, locale: Locale) -> String {
        if let text = table(for: language(of: locale))[key.rawValue] {
            return text
        }
        // The English table holds every key (a test checks it), so the empty text is never shown.
        return table(for: fallbackLanguage)[key.rawValue] ?? ""
    }

    private static let languages = Locked<[String: String]>([:])

    /// The built-in language whose table `locale` reads, such as `"zh-Hant"`, else English;
    /// worked out once per locale, since asking a locale for its language is slow.
    static func language(of locale: Locale) -> String {
        if let known = languages.withLock({ $0[locale.identifier] }) {
            return known
        }
        let language = ErrorLocalization.builtInLanguage(for: locale) ?? fallbackLanguage
        languages.withLock { $0[locale.identifier] = language }
        return language
    }

    /// The table of `language`, empty when the bundle has none.
    static func table(for language: String) -> [String: String] {
        if let cached = tables.withLock({ $0[language] }) {
            return cached
        }
        let loaded = load(language)
        tables.withLock { $0[language] = loaded }
        return loaded
    }

    private static func load(_ language: String) -> [String: String] {
        // SwiftPM writes the folders of the bundle in lowercase (`pt-br.lproj`, `zh-hant.lproj`);
        // a bundle copied as the sources are spelled keeps `pt-BR.lproj`.
        let paths = [language, language.lowercased()].lazy.compactMap {
            Bundle.module.path(
                forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: $0)
        }
        guard
            let path = paths.first,
            let data = FileManager.default.contents(atPath: path),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
                as? [String: String]
        else {
            return [:]
        }
        return table
    }
}
