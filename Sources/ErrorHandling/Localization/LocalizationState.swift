import Foundation

/// What decides the words of every text the library shows: the preferred locale and the texts
/// the app gives, and, worked out from them once per locale, the tables a locale reads.
///
/// Every text is read through a ``LocalizedTexts`` of the state, read under its lock once: one
/// for each presentation, so that its words take no lock each. The app's one state is the default of
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
    struct LocaleTables: Sendable {
        let languages: [String]
        let tables: [[String: String]]
    }

    private let settings = Locked(Settings())

    /// A state with no preferred locale and no texts of the app.
    package init() {}

    var preferredLocale: Locale? {
        get { settings.withLock { $0.preferredLocale } }
        set { settings.withLock { $0.preferredLocale = newValue } }
    }

    /// The texts of `locale`, or of the locale user-facing text is in (``preferredLocale``, else
    /// `Locale.current`) when `nil`, as they are now: read under the lock once, when the tables
    /// of the locale were worked out before.
    func texts(for locale: Locale?) -> LocalizedTexts {
        let (resolved, known) = settings.withLock { settings in
            let resolved = locale ?? settings.preferredLocale ?? .current
            return (resolved, settings.tablesOfLocale[resolved.identifier])
        }
        return LocalizedTexts(locale: resolved, tables: known ?? tables(for: resolved))
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

/// The texts of one locale as they were when read, the app's over the built-in ones: what the
/// words of one presentation are looked up in, so that each of them takes no lock.
///
/// Read one with ``current`` (the locale user-facing text is in) or
/// ``LocalizationState/texts(for:)``; a change of the app's texts or of the preferred locale
/// shows in the next one.
struct LocalizedTexts: Sendable {
    /// The locale whose texts these are.
    let locale: Locale
    private let tables: LocalizationState.LocaleTables

    init(locale: Locale, tables: LocalizationState.LocaleTables) {
        self.locale = locale
        self.tables = tables
    }

    /// The texts of ``ErrorLocalization/locale`` as they are now.
    static var current: LocalizedTexts {
        ErrorLocalization.state.texts(for: nil)
    }

    /// The text of `key` in the language closest to the locale that has it, else in English.
    func text(_ key: ErrorTextKey) -> String {
        for table in tables.tables {
            if let text = table[key.rawValue] {
                return text
            }
        }
        // The English table holds every key (a test checks it), so this is never shown.
        return ""
    }

    /// The text of `key` with its placeholders filled (see ``TextFormat``).
    func text(_ key: ErrorTextKey, _ arguments: String...) -> String {
        TextFormat.filling(text(key), with: arguments)
    }
}
