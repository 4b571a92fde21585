import Foundation

/// The texts an app gives in place of the built-in ones, per language: from its strings tables
/// and from code.
struct AppTexts: Sendable {
    /// Texts set from code, by language and key.
    private var fromCode: [String: [String: String]] = [:]
    /// The app's strings tables, in the order it named them.
    private var tables: [AppStringsTable] = []

    var isEmpty: Bool { fromCode.isEmpty && tables.isEmpty }

    /// The app's texts in `language`, by key: those of its tables, a later table's over an
    /// earlier one's, and over them those set from code.
    func texts(in language: String) -> [String: String] {
        var texts: [String: String] = [:]
        for table in tables {
            texts.merge(table.texts[language] ?? [:]) { $1 }
        }
        return texts.merging(fromCode[language] ?? [:]) { $1 }
    }

    mutating func set(_ text: String, for key: LocalizationKey, in language: String) {
        fromCode[language, default: [:]][key.rawValue] = text
    }

    mutating func remove(_ key: LocalizationKey, in language: String) {
        fromCode[language]?[key.rawValue] = nil
        if fromCode[language]?.isEmpty == true {
            fromCode[language] = nil
        }
    }

    /// Adds `table`, in place of one read before from the same folder and name.
    mutating func add(_ table: AppStringsTable) {
        tables.removeAll { $0.directory == table.directory && $0.name == table.name }
        tables.append(table)
    }

    /// `text` as it may be shown for `key`, or `nil` when it may not: a text that shows
    /// nothing, is longer than ``TextFormat/byteLimit``, or — for a key whose English text has
    /// placeholders — holds a `%` that is none of them, or one of them twice. Control
    /// characters, escape sequences and bidirectional marks are removed; line breaks become line feeds.
    static func accepted(_ text: String, for key: LocalizationKey) -> String? {
        guard text.utf8.count <= TextFormat.byteLimit else { return nil }
        let english = LocalizedStrings.builtInText(for: key, in: LocalizedStrings.fallbackLanguage)
        if let allowed = TextFormat.arguments(in: english), !allowed.isEmpty {
            guard let used = TextFormat.arguments(in: text), Set(used).count == used.count,
                Set(used).isSubset(of: allowed)
            else { return nil }
        }
        let shown = withoutControlCharacters(text)
        return shown.allSatisfy(\.isWhitespace) ? nil : shown
    }

    private static func withoutControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && $0.isHiddenInText }) else { return text }
        // `\r\n` is one character: split at every line break, so that each becomes a line feed.
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { ControlSequenceFilter.removingControlSequences(from: String($0)) }
            .joined(separator: "\n")
    }
}
