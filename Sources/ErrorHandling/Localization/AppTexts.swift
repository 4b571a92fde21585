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

    mutating func set(_ text: String, for key: ErrorTextKey, in language: String) {
        fromCode[language, default: [:]][key.rawValue] = text
    }

    mutating func remove(_ key: ErrorTextKey, in language: String) {
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

    /// `text` as it may be shown for `key`, or `nil` when it may not: a text longer than
    /// ``TextFormat/byteLimit``; one that shows nothing visible (see
    /// `Unicode.Scalar.showsNothing`); one that spans lines, for a key shown as one line
    /// (``ErrorTextKey/isOneLine``); or — for a key whose English text has placeholders —
    /// one that lacks one of them, has one twice, or holds a `%` that is none of them.
    /// Control characters, escape sequences, bidirectional marks and tag characters are
    /// removed first; line breaks become line feeds.
    static func accepted(_ text: String, for key: ErrorTextKey) -> String? {
        guard text.utf8.count <= TextFormat.byteLimit else { return nil }
        let shown = withoutHiddenCharacters(text)
        guard !shown.unicodeScalars.allSatisfy(\.showsNothing),
            !key.isOneLine || !shown.contains(where: \.isNewline),
            hasThePlaceholdersOfEnglish(shown, for: key)
        else { return nil }
        return shown
    }

    /// Whether `text` has each placeholder of the English text of `key` once, and no other `%`;
    /// any text does when the English one has none, and then shows a `%` as written.
    private static func hasThePlaceholdersOfEnglish(_ text: String, for key: ErrorTextKey) -> Bool {
        let english = LocalizedStrings.builtInText(for: key, in: LocalizedStrings.fallbackLanguage)
        guard let expected = TextFormat.arguments(in: english), !expected.isEmpty else { return true }
        guard let used = TextFormat.arguments(in: text) else { return false }
        return used.count == Set(used).count && Set(used) == Set(expected)
    }

    private static func withoutHiddenCharacters(_ text: String) -> String {
        var text = text
        if text.unicodeScalars.contains(where: \.isTagCharacter) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.isTagCharacter }))
        }
        guard text.unicodeScalars.contains(where: { $0 != "\n" && $0.isHiddenInText }) else { return text }
        // `\r\n` is one character: split at every line break, so that each becomes a line feed.
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { ControlSequenceFilter.removingControlSequences(from: String($0)) }
            .joined(separator: "\n")
    }
}
