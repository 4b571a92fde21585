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

    /// The message in the language closest to `locale`: ``userMessage(locale:)``.
    /// - Parameter locale: The locale whose language to use.
    /// - Returns: The message.
    @available(*, deprecated, renamed: "userMessage(locale:)")
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
    var messageKey: ErrorTextKey {
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

    private var suggestionKey: ErrorTextKey? {
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

extension ErrorDescriber {
    /// The error's localized description, as a presentation reads it: its `errorDescription`,
    /// or an `NSError`'s `localizedDescription`; the localized generic title ("Something went
    /// wrong") for an error that describes nothing, so that no bridged "The operation couldn’t
    /// be completed. (MyApp.MyError error 1.)" is passed on, and for one whose localized texts
    /// Foundation cannot read.
    /// - Parameter error: The error.
    /// - Returns: The text for a person using the app.
    package static func localizedDescription(of error: any Error) -> String {
        let texts = LocalizedTexts.current
        return localizedTexts(of: error, texts: { texts }).description ?? texts.text(.genericTitle)
    }

    /// The text an error offers about itself, read the way `NSAlert(error:)` reads it: its
    /// description (`LocalizedError.errorDescription`, an `NSError`'s `localizedDescription`)
    /// and its recovery suggestion, else its failure reason. Both `nil` for an error that
    /// describes nothing, and for one whose localized texts Foundation cannot read. The
    /// library's own ``AppError`` reads its words from `texts`.
    static func localizedTexts(
        of error: any Error, texts: () -> LocalizedTexts
    ) -> (description: String?, suggestion: String?) {
        if let appError = error as? AppError {
            let texts = texts()
            return (appError.userMessage(in: texts), appError.recoverySuggestion(in: texts))
        }
        if let localized = error as? any LocalizedError {
            return (localized.errorDescription, localized.recoverySuggestion ?? localized.failureReason)
        }
        if ErrorIdentity.bridgesToNSError(error), !localizedTextsTrap(error) {
            let nsError = error as NSError
            return (
                nsError.localizedDescription,
                nsError.localizedRecoverySuggestion ?? nsError.localizedFailureReason
            )
        }
        return (nil, nil)
    }
}
