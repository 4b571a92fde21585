package import Foundation

/// The keys of the module's `Localizable.strings` tables.
///
/// Every key has a text in `en.lproj`, and the table of every other language in
/// ``ErrorLocalization/builtInLanguages`` translates it. A test checks that each table holds
/// every key, with the format placeholders of the English text. Every key is one an app can
/// replace, read through the one lookup of ``LocalizationState``; ``ErrorTextKey`` names it
/// for the app (a test checks that it names every key).
package enum LocalizationKey: String, CaseIterable, Sendable {
    case okButton = "button.ok"
    case retryButton = "button.retry"
    case backButton = "button.back"
    case cancelButton = "button.cancel"
    case signInButton = "button.signIn"

    case genericTitle = "title.generic"

    case network = "error.network"
    case offline = "error.offline"
    case timeout = "error.timeout"
    case invalidResponse = "error.invalidResponse"
    case noData = "error.noData"
    case decoding = "error.decoding"
    case invalidData = "error.invalidData"
    case validation = "error.validation"
    case unauthorized = "error.unauthorized"
    case forbidden = "error.forbidden"
    case notFound = "error.notFound"
    case serverError = "error.serverError"
    case rateLimited = "error.rateLimited"
    case sessionExpired = "error.sessionExpired"
    case userNotFound = "error.userNotFound"
    case wrongPassword = "error.wrongPassword"
    case invalidCredentials = "error.invalidCredentials"
    case duplicatedEmail = "error.duplicatedEmail"
    case accountDisabled = "error.accountDisabled"
    case recentSignInRequired = "error.recentSignInRequired"
    case invalidEmail = "error.invalidEmail"
    case weakPassword = "error.weakPassword"
    case accountExistsWithDifferentSignIn = "error.accountExistsWithDifferentSignIn"
    case storageFull = "error.storageFull"
    case networkSignInRequired = "error.networkSignInRequired"
    case unknown = "error.unknown"

    case checkConnection = "suggestion.checkConnection"
    case signInAgain = "suggestion.signInAgain"
    case tryLater = "suggestion.tryLater"
    case checkCredentials = "suggestion.checkCredentials"
    case contactSupport = "suggestion.contactSupport"
    case checkEmail = "suggestion.checkEmail"
    case strongerPassword = "suggestion.strongerPassword"
    case useOriginalSignIn = "suggestion.useOriginalSignIn"
    case freeUpSpace = "suggestion.freeUpSpace"
    case signInToNetwork = "suggestion.signInToNetwork"

    case retriesWhenOnline = "retry.whenOnline"

    case terminalPrompt = "terminal.prompt"
    case terminalInvalidChoice = "terminal.invalidChoice"
    case terminalReturnPrompt = "terminal.returnPrompt"
    case terminalRetryCountdown = "terminal.retryCountdown"
    case terminalBackOnline = "terminal.backOnline"
    case terminalStillOffline = "terminal.stillOffline"

    /// Whether the text is shown as one line: a button title, a title, a line or prompt of the
    /// terminal. Messages, recovery suggestions and the line that ends an offline message
    /// may span lines.
    var isOneLine: Bool {
        switch self {
        case .okButton, .retryButton, .backButton, .cancelButton, .signInButton, .genericTitle,
            .terminalPrompt, .terminalInvalidChoice, .terminalReturnPrompt, .terminalRetryCountdown,
            .terminalBackOnline, .terminalStillOffline:
            true
        case .network, .offline, .timeout, .invalidResponse, .noData, .decoding, .invalidData, .validation,
            .unauthorized, .forbidden, .notFound, .serverError, .rateLimited, .sessionExpired, .userNotFound,
            .wrongPassword, .invalidCredentials, .duplicatedEmail, .accountDisabled, .recentSignInRequired,
            .invalidEmail, .weakPassword, .accountExistsWithDifferentSignIn, .storageFull,
            .networkSignInRequired, .unknown, .checkConnection, .signInAgain, .tryLater, .checkCredentials,
            .contactSupport, .checkEmail, .strongerPassword, .useOriginalSignIn, .freeUpSpace,
            .signInToNetwork, .retriesWhenOnline:
            false
        }
    }

    /// The text for `locale`: the app's, if it gave one, else the built-in one; see
    /// ``LocalizationState``.
    package func localized(for locale: Locale) -> String {
        LocalizedStrings.text(for: self, locale: locale)
    }

    /// The text for `locale` with its placeholders filled: `%@` by the argument after the one
    /// before it, `%2$@` by the second (see ``TextFormat``).
    /// - Parameters:
    ///   - locale: The locale whose language to use.
    ///   - arguments: The arguments, in the order the English text numbers them.
    package func localized(for locale: Locale, _ arguments: String...) -> String {
        TextFormat.filling(localized(for: locale), with: arguments)
    }
}
