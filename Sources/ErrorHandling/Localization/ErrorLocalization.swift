public import Foundation

/// The language of the text this library shows: messages, button titles, prompts.
///
/// It follows `Locale.current` unless you set ``preferredLocale``, for instance from a
/// language switch inside your app, or from a command-line option in a tool (on Linux
/// `Locale.current` does not follow `LANG`):
///
/// ```swift
/// ErrorLocalization.preferredLocale = Locale(identifier: "ja")
/// ```
///
/// Fifteen languages are built in: English, Japanese, Korean, German, Spanish, French, Italian,
/// Dutch, Portuguese (Brazil), Russian, Turkish, Arabic, Hindi, and Chinese in Simplified and
/// Traditional script. A locale reads the closest of them: its language whatever the region
/// (`en-GB` reads English, `de-AT` German), Brazilian Portuguese for any Portuguese (`pt-PT`
/// too), and the Chinese of its script (`zh-TW`, `zh-HK` and `zh-Hant` read Traditional; `zh`,
/// `zh-CN` and `zh-SG` Simplified). Cantonese reads Traditional Chinese (`yue-HK`, `yue-Hant`),
/// or Simplified when written so (`yue-Hans`, `yue-CN`). Any other language shows English.
///
/// An app can replace any of these texts, and add languages, from its own strings table
/// (``useStrings(table:bundle:)``) or from code (``override(_:with:for:)``).
public enum ErrorLocalization {
    /// The locale to use instead of `Locale.current`; `nil` (the default) follows
    /// `Locale.current`. Safe to read and set from any thread.
    public static var preferredLocale: Locale? {
        get { state.preferredLocale }
        set { state.preferredLocale = newValue }
    }

    /// The locale whose language user-facing text is in: ``preferredLocale``, else
    /// `Locale.current`.
    public static var locale: Locale {
        preferredLocale ?? .current
    }
}
