public import Foundation

extension AppError: LocalizedError {
    /// The message for the person using the app, in the language of ``ErrorLocalization/locale``.
    public var userMessage: String {
        userMessage(locale: ErrorLocalization.locale)
    }

    /// The message for the person using the app, in the built-in language closest to `locale`
    /// (see ``ErrorLocalization``), and English for a language that is not built in.
    /// - Parameter locale: The locale whose language to use.
    /// - Returns: The message; for ``invalidData(reason:)`` and ``validation(reason:)`` it ends
    ///   with the reason.
    public func userMessage(locale: Locale) -> String {
        userMessage(in: ErrorLocalization.state.texts(for: locale))
    }

    /// The message as `texts` have it: for the words of one presentation, read without a lock each.
    func userMessage(in texts: LocalizedTexts) -> String {
        switch self {
        case .invalidData(let reason), .validation(let reason):
            return texts.text(messageKey, reason)
        default:
            return texts.text(messageKey)
        }
    }

    /// The message in the language closest to `locale`, spelled as
    /// ``StandardButtonTitle/localized(for:)`` is: the same as ``userMessage(locale:)``.
    /// - Parameter locale: The locale whose language to use.
    /// - Returns: The message.
    public func userMessage(for locale: Locale) -> String {
        userMessage(locale: locale)
    }

    /// The ``userMessage``.
    public var errorDescription: String? {
        userMessage
    }

    /// What the person can do, in the language of ``ErrorLocalization/locale``: check the connection, sign
    /// in again, check the e-mail address and password, or try later; `nil` when nothing helps.
    public var recoverySuggestion: String? {
        recoverySuggestion(locale: ErrorLocalization.locale)
    }

    /// What the person can do, in the language of `locale`; `nil` when nothing helps.
    /// - Parameter locale: The locale whose language to use.
    /// - Returns: The suggestion, or `nil`.
    public func recoverySuggestion(locale: Locale) -> String? {
        recoverySuggestion(in: ErrorLocalization.state.texts(for: locale))
    }

    /// What the person can do, as `texts` have it; `nil` when nothing helps.
    func recoverySuggestion(in texts: LocalizedTexts) -> String? {
        suggestionKey.map { texts.text($0) }
    }

    /// The key of the case's message in the string tables.
    var messageKey: LocalizationKey {
        switch self {
        case .network: .network
        case .offline: .offline
        case .timeout: .timeout
        case .invalidResponse: .invalidResponse
        case .noData: .noData
        case .decodingError: .decoding
        case .invalidData: .invalidData
        case .validation: .validation
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .serverError: .serverError
        case .rateLimited: .rateLimited
        case .sessionExpired: .sessionExpired
        case .userNotFound: .userNotFound
        case .wrongPassword: .wrongPassword
        case .invalidCredentials: .invalidCredentials
        case .duplicatedEmail: .duplicatedEmail
        case .accountDisabled: .accountDisabled
        case .recentSignInRequired: .recentSignInRequired
        case .invalidEmail: .invalidEmail
        case .weakPassword: .weakPassword
        case .accountExistsWithDifferentSignIn: .accountExistsWithDifferentSignIn
        case .storageFull: .storageFull
        case .networkSignInRequired: .networkSignInRequired
        case .unknown: .unknown
        }
    }

    private var suggestionKey: LocalizationKey? {
        switch self {
        case .network, .offline, .timeout:
            .checkConnection
        case .unauthorized, .sessionExpired, .recentSignInRequired:
            .signInAgain
        case .userNotFound, .wrongPassword, .invalidCredentials:
            .checkCredentials
        case .serverError, .rateLimited:
            .tryLater
        case .accountDisabled: .contactSupport
        case .invalidEmail: .checkEmail
        case .weakPassword: .strongerPassword
        case .accountExistsWithDifferentSignIn: .useOriginalSignIn
        case .storageFull: .freeUpSpace
        case .networkSignInRequired: .signInToNetwork
        case .invalidResponse, .noData, .decodingError, .invalidData, .validation, .forbidden, .notFound,
            .duplicatedEmail, .unknown:
            nil
        }
    }

    /// The title of the one button an alert of this error offers when nothing else gives it
    /// buttons: "Sign In" for ``recentSignInRequired``, "OK" for the others.
    var acknowledgement: StandardButtonTitle {
        self == .recentSignInRequired ? .signIn : .ok
    }
}
