import Foundation

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
    func text(_ key: LocalizationKey) -> String {
        tables.text(for: key)
    }

    /// The text of `key` with its placeholders filled (see ``TextFormat``).
    func text(_ key: LocalizationKey, _ arguments: String...) -> String {
        TextFormat.filling(text(key), with: arguments)
    }
}
