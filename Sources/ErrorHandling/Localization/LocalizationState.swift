import Foundation

/// What decides the words of every text the library shows: the preferred locale and the texts
/// the app gives, and, worked out from them once per locale, the tables a locale reads.
///
/// Every text is read through ``text(for:locale:)``. The app's one state is the default of
/// ``ErrorLocalization/state``; a test binds its own (`ErrorLocalization.$state.withValue`), so
/// that it can change texts while other tests run.
package final class LocalizationState: Sendable {
    private struct Settings {
        var preferredLocale: Locale?
        var appTexts = AppTexts()
        /// Counts the changes of ``appTexts``, so that tables worked out from an older version
        /// are not kept.
        var version = 0
        /// The tables each locale reads, closest language first, by locale identifier.
        var tablesOfLocale: [String: LocaleTables] = [:]
    }

    /// The tables a locale reads, closest language first, each its built-in texts with the
    /// app's over them; English, which holds every key, is the last.
    private struct LocaleTables {
        let languages: [String]
        let tables: [[String: String]]

        /// The text of `key` in the first table that has it.
        func text(for key: LocalizationKey) -> String {
            for table in tables {
                if let text = table[key.rawValue] {
                    return text
                }
            }
            // The English table holds every key (a test checks it), so this is never shown.
            return ""
        }
    }

    private let settings = Locked(Settings())

    /// A state with no preferred locale and no texts of the app.
    package init() {}

    var preferredLocale: Locale? {
        get { settings.withLock { $0.preferredLocale } }
        set { settings.withLock { $0.preferredLocale = newValue } }
    }

    /// The text of `key` in the language closest to `locale` that has it, else in English.
    func text(for key: LocalizationKey, locale: Locale) -> String {
        let identifier = locale.identifier
        // Read in the lock: the tables of a locale worked out before are not copied out of it.
        if let text = settings.withLock({ $0.tablesOfLocale[identifier]?.text(for: key) }) {
            return text
        }
        return tables(for: locale).text(for: key)
    }

    /// The language `locale` reads first: the closest one that has texts.
    func language(of locale: Locale) -> String {
        tables(for: locale).languages.first ?? LocalizedStrings.fallbackLanguage
    }

    /// Changes the app's texts and forgets the tables worked out from them before.
    func changeAppTexts(_ change: (inout AppTexts) -> Void) {
        settings.withLock {
            change(&$0.appTexts)
            $0.version += 1
            $0.tablesOfLocale = [:]
        }
    }

    private func tables(for locale: Locale) -> LocaleTables {
        let identifier = locale.identifier
        var appTexts = AppTexts()
        var version = 0
        let known: LocaleTables? = settings.withLock {
            if let known = $0.tablesOfLocale[identifier] {
                return known
            }
            (appTexts, version) = ($0.appTexts, $0.version)
            return nil
        }
        if let known {
            return known
        }
        // Worked out outside the lock: reading a built-in table the first time reads a file.
        var languages: [String] = []
        var tables: [[String: String]] = []
        for language in TextLanguage.candidates(for: locale) {
            let builtIn =
                ErrorLocalization.builtInLanguages.contains(language)
                ? LocalizedStrings.table(for: language) : [:]
            let app = appTexts.isEmpty ? [:] : appTexts.texts(in: language)
            guard !builtIn.isEmpty || !app.isEmpty else { continue }
            languages.append(language)
            tables.append(app.isEmpty ? builtIn : builtIn.merging(app) { $1 })
        }
        let worked = LocaleTables(languages: languages, tables: tables)
        settings.withLock {
            if $0.version == version {
                $0.tablesOfLocale[identifier] = worked
            }
        }
        return worked
    }
}

extension ErrorLocalization {
    /// The state every text is read through: the app's one, or the one a test bound.
    @TaskLocal package static var state = LocalizationState()
}
