public import Foundation

/// The titles of the buttons the library offers, localized in every language of
/// ``ErrorLocalization``.
///
/// ```swift
/// let japanese = Locale(identifier: "ja")
/// // "再試行"
/// let title = StandardButtonTitle.retry.localized(locale: japanese)
/// ```
public enum StandardButtonTitle: Sendable, Hashable, CaseIterable {
    /// "OK": acknowledges an error.
    case ok
    /// "Retry": runs the failed operation again.
    case retry
    /// "Back": leaves the screen the error happened on.
    case back
    /// "Cancel": closes without doing anything.
    case cancel
    /// "Sign In": signs the person in again.
    case signIn

    /// The title in the language of `locale`; English when that language has no translation.
    /// - Parameter locale: The locale whose language to use; ``ErrorLocalization/locale`` by default.
    /// - Returns: The localized title.
    public func localized(locale: Locale = ErrorLocalization.locale) -> String {
        key.localized(for: locale)
    }

    /// The title in the language of `locale`: ``localized(locale:)``.
    /// - Parameter locale: The locale whose language to use.
    /// - Returns: The localized title.
    @available(*, deprecated, renamed: "localized(locale:)")
    public func localized(for locale: Locale) -> String {
        localized(locale: locale)
    }

    /// The title as `texts` have it: for the buttons of one presentation, read without a lock each.
    func localized(in texts: LocalizedTexts) -> String {
        texts.text(key)
    }

    private var key: ErrorTextKey {
        switch self {
        case .ok: .okButton
        case .retry: .retryButton
        case .back: .backButton
        case .cancel: .cancelButton
        case .signIn: .signInButton
        }
    }
}
