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
/// English, Japanese and Korean are built in; other languages show English.
public enum ErrorLocalization {
    private static let preferred = Locked<Locale?>(nil)

    /// The locale to use instead of `Locale.current`; `nil` (the default) follows
    /// `Locale.current`. Safe to read and set from any thread.
    public static var preferredLocale: Locale? {
        get { preferred.withLock { $0 } }
        set { preferred.withLock { $0 = newValue } }
    }

    /// The locale whose language user-facing text is in: ``preferredLocale``, else
    /// `Locale.current`.
    public static var locale: Locale {
        preferredLocale ?? .current
    }
}
