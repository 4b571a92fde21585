package import Foundation

/// A text of the library that an app can replace: a button title, a title, a message, a recovery
/// suggestion, a line of the terminal presenter.
///
/// Each key is named by a static member, and its ``rawValue`` is its key in the library's string
/// tables and in an app's own (see ``ErrorLocalization/useStrings(table:bundle:)``):
///
/// ```swift
/// ErrorLocalization.override(.retryButton, with: "Try again", for: "en")
/// let key = ErrorTextKey(rawValue: "button.retry")  // .retryButton
/// ```
///
/// A text whose English version holds placeholders (`%@`, or `%1$@` and on) is filled with its
/// arguments where it is shown; see ``ErrorLocalization/override(_:with:for:)`` for what a
/// replacement may hold.
public struct ErrorTextKey: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The key of the text in the string tables, such as `"button.retry"`.
    public let rawValue: String

    private init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key whose string-table key is `rawValue`; `nil` when the library has no such text.
    /// - Parameter rawValue: A key of the string tables, such as `"button.retry"`.
    public init?(rawValue: String) {
        guard Self.rawValues.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The ``rawValue``.
    public var description: String { rawValue }

    /// A button title; in English "OK"
    public static let okButton = ErrorTextKey("button.ok")
    /// A button title; in English "Retry"
    public static let retryButton = ErrorTextKey("button.retry")
    /// A button title; in English "Back"
    public static let backButton = ErrorTextKey("button.back")
    /// A button title; in English "Cancel"
    public static let cancelButton = ErrorTextKey("button.cancel")
    /// A button title; in English "Sign In"
    public static let signInButton = ErrorTextKey("button.signIn")
    /// The title of an error that has no title of its own; in English "Something went wrong"
    public static let genericTitle = ErrorTextKey("title.generic")
    /// The message of `AppError.network`; in English "A network error occurred."
    public static let network = ErrorTextKey("error.network")
    /// The message of `AppError.offline`; in English "You appear to be offline."
    public static let offline = ErrorTextKey("error.offline")
    /// The message of `AppError.timeout`; in English "The request took too long."
    public static let timeout = ErrorTextKey("error.timeout")
    /// The message of `AppError.invalidResponse`; in English "The server sent an unexpected response."
    public static let invalidResponse = ErrorTextKey("error.invalidResponse")
    /// The message of `AppError.noData`; in English "No data was received."
    public static let noData = ErrorTextKey("error.noData")
    /// The message of `AppError.decodingError`; in English "The data could not be read."
    public static let decoding = ErrorTextKey("error.decoding")
    /// The message of `AppError.invalidData`; in English "The data is invalid: %@"
    public static let invalidData = ErrorTextKey("error.invalidData")
    /// The message of `AppError.validation`; in English "Please check your input: %@"
    public static let validation = ErrorTextKey("error.validation")
    /// The message of `AppError.unauthorized`; in English "You need to sign in to continue."
    public static let unauthorized = ErrorTextKey("error.unauthorized")
    /// The message of `AppError.forbidden`; in English "You don’t have permission to do this."
    public static let forbidden = ErrorTextKey("error.forbidden")
    /// The message of `AppError.notFound`; in English "The requested item could not be found."
    public static let notFound = ErrorTextKey("error.notFound")
    /// The message of `AppError.serverError`; in English "The server ran into a problem."
    public static let serverError = ErrorTextKey("error.serverError")
    /// The message of `AppError.rateLimited`; in English "Too many requests were sent."
    public static let rateLimited = ErrorTextKey("error.rateLimited")
    /// The message of `AppError.sessionExpired`; in English "Your session has expired."
    public static let sessionExpired = ErrorTextKey("error.sessionExpired")
    /// The message of `AppError.userNotFound`; in English "No account was found for this email address."
    public static let userNotFound = ErrorTextKey("error.userNotFound")
    /// The message of `AppError.wrongPassword`; in English "The password is incorrect."
    public static let wrongPassword = ErrorTextKey("error.wrongPassword")
    /// The message of `AppError.invalidCredentials`; in English "The email address or password is incorrect."
    public static let invalidCredentials = ErrorTextKey("error.invalidCredentials")
    /// The message of `AppError.duplicatedEmail`; in English "An account with this email address already exists."
    public static let duplicatedEmail = ErrorTextKey("error.duplicatedEmail")
    /// The message of `AppError.accountDisabled`; in English "This account has been disabled."
    public static let accountDisabled = ErrorTextKey("error.accountDisabled")
    /// The message of `AppError.recentSignInRequired`; in English "This action requires a recent sign-in."
    public static let recentSignInRequired = ErrorTextKey("error.recentSignInRequired")
    /// The message of `AppError.invalidEmail`; in English "The email address is not valid."
    public static let invalidEmail = ErrorTextKey("error.invalidEmail")
    /// The message of `AppError.weakPassword`; in English "The password is too weak."
    public static let weakPassword = ErrorTextKey("error.weakPassword")
    /// The message of `AppError.accountExistsWithDifferentSignIn`; in English "An account with this
    /// email address already exists with a different sign-in method."
    public static let accountExistsWithDifferentSignIn = ErrorTextKey(
        "error.accountExistsWithDifferentSignIn")
    /// The message of `AppError.storageFull`; in English "There isn’t enough storage space."
    public static let storageFull = ErrorTextKey("error.storageFull")
    /// The message of `AppError.networkSignInRequired`; in English "This network requires you to sign in."
    public static let networkSignInRequired = ErrorTextKey("error.networkSignInRequired")
    /// The message of `AppError.unknown`; in English "An unexpected error occurred."
    public static let unknown = ErrorTextKey("error.unknown")
    /// A recovery suggestion; in English "Check your internet connection and try again."
    public static let checkConnection = ErrorTextKey("suggestion.checkConnection")
    /// A recovery suggestion; in English "Please sign in again."
    public static let signInAgain = ErrorTextKey("suggestion.signInAgain")
    /// A recovery suggestion; in English "Please try again later."
    public static let tryLater = ErrorTextKey("suggestion.tryLater")
    /// A recovery suggestion; in English "Check your email address and password, then try again."
    public static let checkCredentials = ErrorTextKey("suggestion.checkCredentials")
    /// A recovery suggestion; in English "Contact support for help."
    public static let contactSupport = ErrorTextKey("suggestion.contactSupport")
    /// A recovery suggestion; in English "Check the email address and try again."
    public static let checkEmail = ErrorTextKey("suggestion.checkEmail")
    /// A recovery suggestion; in English "Choose a longer password that is harder to guess."
    public static let strongerPassword = ErrorTextKey("suggestion.strongerPassword")
    /// A recovery suggestion; in English "Sign in the way you did before."
    public static let useOriginalSignIn = ErrorTextKey("suggestion.useOriginalSignIn")
    /// A recovery suggestion; in English "Free up some space, then try again."
    public static let freeUpSpace = ErrorTextKey("suggestion.freeUpSpace")
    /// A recovery suggestion; in English "Sign in to the Wi-Fi network in your browser, then try again."
    public static let signInToNetwork = ErrorTextKey("suggestion.signInToNetwork")
    /// The line that ends the message of an offline alert that retries by itself once the device
    /// is back online; in English "This will be tried again automatically once you’re back online."
    public static let retriesWhenOnline = ErrorTextKey("retry.whenOnline")
    /// The terminal's prompt for a choice, `%@` the number of buttons; in English "Choose 1–%@: "
    public static let terminalPrompt = ErrorTextKey("terminal.prompt")
    /// What the terminal says after an answer that is not a choice, `%@` the number of buttons;
    /// in English "Type a number from 1 to %@."
    public static let terminalInvalidChoice = ErrorTextKey("terminal.invalidChoice")
    /// The terminal's prompt of an alert with one button, `%@` its title; in English "Press Return for %@: "
    public static let terminalReturnPrompt = ErrorTextKey("terminal.returnPrompt")
    /// The terminal's line of a retry waiting for its attempt: `%1$@` the seconds left, `%2$@` the
    /// attempt, `%3$@` how many are allowed; in English "Retrying in %1$@ s (attempt %2$@ of %3$@)…"
    public static let terminalRetryCountdown = ErrorTextKey("terminal.retryCountdown")
    /// The terminal's line when an offline alert it asked about is taken down because the
    /// device is back online; in English "Back online — trying again…"
    public static let terminalBackOnline = ErrorTextKey("terminal.backOnline")
    /// The terminal's line when a headless run stops waiting for the network, `%@` the seconds
    /// it waited; in English "Still offline after %@ s — closing without retrying."
    public static let terminalStillOffline = ErrorTextKey("terminal.stillOffline")

    /// Every text the library shows, in the order of its string tables.
    public static let allCases: [ErrorTextKey] = [
        .okButton, .retryButton, .backButton, .cancelButton, .signInButton, .genericTitle, .network,
        .offline, .timeout, .invalidResponse, .noData, .decoding, .invalidData, .validation,
        .unauthorized, .forbidden, .notFound, .serverError, .rateLimited, .sessionExpired,
        .userNotFound, .wrongPassword, .invalidCredentials, .duplicatedEmail, .accountDisabled,
        .recentSignInRequired, .invalidEmail, .weakPassword, .accountExistsWithDifferentSignIn,
        .storageFull, .networkSignInRequired, .unknown, .checkConnection, .signInAgain, .tryLater,
        .checkCredentials, .contactSupport, .checkEmail, .strongerPassword, .useOriginalSignIn,
        .freeUpSpace, .signInToNetwork, .retriesWhenOnline, .terminalPrompt, .terminalInvalidChoice,
        .terminalReturnPrompt, .terminalRetryCountdown, .terminalBackOnline, .terminalStillOffline,
    ]

    private static let rawValues = Set(allCases.map(\.rawValue))

    /// The keys of texts shown as one line: button titles, the generic title, the terminal's
    /// lines and prompts. Messages, recovery suggestions and the line that ends an offline
    /// message may span lines.
    private static let oneLineKeys: Set<ErrorTextKey> = [
        .okButton, .retryButton, .backButton, .cancelButton, .signInButton, .genericTitle,
        .terminalPrompt, .terminalInvalidChoice, .terminalReturnPrompt, .terminalRetryCountdown,
        .terminalBackOnline, .terminalStillOffline,
    ]

    /// Whether the text is shown as one line (see ``oneLineKeys``).
    var isOneLine: Bool {
        Self.oneLineKeys.contains(self)
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
