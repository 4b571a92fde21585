public import Foundation

extension ErrorLocalization {
    /// Replaces a built-in text in `language` with `text`, or gives it in a language the
    /// library does not ship.
    ///
    /// ```swift
    /// ErrorLocalization.override(.retryButton, with: "Try again", for: "en")
    /// ErrorLocalization.override(.retryButton, with: "Försök igen", for: "sv")
    /// ```
    ///
    /// Every place the text is shown reads it: alerts, toasts and inline messages, the button
    /// titles of ``StandardButtonTitle`` and ``ErrorAction``, the terminal's prompts. A language
    /// the library does not ship is read by the locales of that language, as a built-in one is
    /// (`sv-FI` reads `sv`); a key it does not give shows English. A text given for a region
    /// (`de-CH`) is read by locales of that region, and the language's text for the other keys.
    /// A text set here wins over the app's strings tables (``useStrings(table:bundle:)``).
    ///
    /// The text is not used, and the one before stays, when it is longer than 20,000 UTF-8
    /// bytes; when it shows nothing visible (only white space, zero-width and other invisible
    /// characters, Hangul fillers, the blank Braille pattern U+2800); when it spans lines for a
    /// text shown on one line (button titles, the generic title, the terminal's prompts and
    /// lines); or — for a text whose English version has placeholders (`%@`, or `%1$@`,
    /// `%2$@`, …) — when it lacks one of them, holds one of them twice, or holds a `%` that is
    /// none of them. Placeholders are filled with their arguments, never given to
    /// `String(format:)`. Control characters, escape sequences, bidirectional marks and tag
    /// characters (U+E0000…U+E007F) are removed; line feeds stay in a text that may span
    /// lines. Safe to call from any thread.
    /// - Parameters:
    ///   - key: The text to replace.
    ///   - text: The text to show instead.
    ///   - language: The language, as its `.lproj` folder is named: `"de"`, `"pt-PT"`,
    ///     `"zh-Hant"`, `"sv"` (`_` for `-` and any case will do).
    /// - Returns: Whether the text is used; `false` for a text or a language name it refuses.
    @discardableResult
    public static func override(_ key: ErrorTextKey, with text: String, for language: String) -> Bool {
        guard let language = TextLanguage.normalized(language),
            let text = AppTexts.accepted(text, for: key)
        else { return false }
        state.changeAppTexts { $0.set(text, for: key, in: language) }
        return true
    }

    /// Removes the text ``override(_:with:for:)`` set for `key` in `language`: the app's
    /// strings table, else the built-in text, shows again.
    /// - Parameters:
    ///   - key: The text.
    ///   - language: The language it was set for.
    public static func removeOverride(_ key: ErrorTextKey, for language: String) {
        guard let language = TextLanguage.normalized(language) else { return }
        state.changeAppTexts { $0.remove(key, in: language) }
    }

    /// Reads the library's texts from the app's strings table `table` in `bundle`, in every
    /// language the bundle has a `.lproj` folder of it for.
    ///
    /// ```swift
    /// ErrorLocalization.useStrings(table: "ErrorTexts", bundle: .main)
    /// ```
    ///
    /// The table's keys are those of ``ErrorTextKey`` (`"button.retry"`, `"error.offline"`,
    /// `"terminal.prompt"`, …); any of them it gives replaces the built-in text in that
    /// language, and its other keys are ignored, so it can be the app's own `Localizable`
    /// table. A language the library does not ship is added, and its missing keys show
    /// English. Each text is checked as ``override(_:with:for:)`` checks it. The table is read
    /// once, now; a table read before from the same bundle and name is replaced, and the texts
    /// of a table read later win over those of earlier ones.
    ///
    /// A table may be in the text format (`"key" = "text";`), a binary property list as Xcode
    /// compiles it, or an XML property list. A table larger than 4 MiB, or that is not a flat
    /// dictionary of texts by key (an array, a nested dictionary, a number), is not read at all:
    /// none of its texts is used, and its language is not among those returned.
    /// - Parameters:
    ///   - table: The name of the table, without `.strings`.
    ///   - bundle: The bundle whose resources hold the `.lproj` folders.
    /// - Returns: The languages the table gives texts in, such as `["de", "sv"]`.
    @discardableResult
    public static func useStrings(table: String, bundle: Bundle) -> [String] {
        let strings = AppStringsTable(name: table, bundle: bundle)
        state.changeAppTexts { $0.add(strings) }
        return strings.texts.keys.sorted()
    }

    /// Removes every text the app gave, from code and from strings tables: the built-in texts
    /// show again, and the languages the library does not ship show English.
    public static func removeAllOverrides() {
        state.changeAppTexts { $0 = AppTexts() }
    }
}
