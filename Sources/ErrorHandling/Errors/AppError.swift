import Foundation

/// A ready set of errors an app shows to people, with messages in the fifteen languages of
/// ``ErrorLocalization``.
///
/// ``ErrorTranslator/standard`` turns `URLError`s, HTTP statuses, `DecodingError`s and
/// Firebase errors into these cases; ``userMessage`` says what happened in the person's
/// language and ``recoverySuggestion`` what to do about it.
///
/// ```swift
/// throw AppError.validation(reason: "The name is empty.")
/// ```
///
/// Two values are equal when they are the same case with the same payload; wrapped errors
/// compare by their `NSError` domain and code.
public enum AppError: Error, Identifiable, Equatable {
    /// A network request failed, for a reason no more specific case describes.
    case network(underlying: any Error)
    /// The device is not connected to the internet.
    case offline
    /// A request took too long.
    case timeout
    /// The server answered with something the app did not expect.
    case invalidResponse
    /// The server answered without the data the app asked for.
    case noData
    /// Data could not be decoded.
    case decodingError(underlying: any Error)
    /// Data was decoded but makes no sense; `reason` is shown to the person.
    case invalidData(reason: String)
    /// The person's input is not valid; `reason` is shown to the person.
    case validation(reason: String)
    /// The request needs a signed-in user (HTTP 401).
    case unauthorized
    /// The signed-in user may not do this (HTTP 403).
    case forbidden
    /// What was asked for does not exist (HTTP 404).
    case notFound
    /// The server failed (HTTP 5xx).
    case serverError
    /// Too many requests were sent (HTTP 429); `retryAfter` says when to try again, if known.
    case rateLimited(retryAfter: Duration?)
    /// The session ended; the person must sign in again.
    case sessionExpired
    /// No account exists for the e-mail address given.
    case userNotFound
    /// The password is wrong.
    case wrongPassword
    /// The e-mail address or the password is wrong.
    case invalidCredentials
    /// An account already uses the e-mail address given.
    case duplicatedEmail
    /// The account was disabled; the person cannot sign in with it.
    case accountDisabled
    /// What the person asked for needs a recent sign-in (changing the e-mail address or the
    /// password, deleting the account): they must sign in again first. Its button reads
    /// "Sign In".
    case recentSignInRequired
    /// The e-mail address is not a valid one.
    case invalidEmail
    /// The password is too weak.
    case weakPassword
    /// An account already exists for the e-mail address, with another way of signing in (a
    /// password, another provider).
    case accountExistsWithDifferentSignIn
    /// The device has no space left to save to.
    case storageFull
    /// The network asks the person to sign in to it before it lets requests through (a
    /// captive portal, HTTP 511).
    case networkSignInRequired
    /// Any other error.
    case unknown(any Error)

    /// Identifies the error: its case and payload, with wrapped errors named by their `NSError`
    /// domain and code, as in `"error.network:NSURLErrorDomain#-1005"`.
    public var id: String {
        guard let payload = payloadIdentity else { return messageKey.rawValue }
        return messageKey.rawValue + ":" + payload
    }

    /// Whether two errors are the same case with the same payload; wrapped errors compare by
    /// their `NSError` domain and code.
    public static func == (lhs: AppError, rhs: AppError) -> Bool {
        lhs.id == rhs.id
    }

    /// The payload of the case as text, enough to tell two values of the same case apart.
    private var payloadIdentity: String? {
        switch self {
        case .network(let error), .decodingError(let error), .unknown(let error):
            let nsError = error as NSError
            return "\(nsError.domain)#\(nsError.code)"
        case .invalidData(let reason), .validation(let reason):
            return reason
        case .rateLimited(let retryAfter):
            return retryAfter.map { "\($0.components.seconds)s\($0.components.attoseconds)as" }
        case .offline, .timeout, .invalidResponse, .noData, .unauthorized, .forbidden, .notFound,
            .serverError,
            .sessionExpired, .userNotFound, .wrongPassword, .invalidCredentials, .duplicatedEmail,
            .accountDisabled, .recentSignInRequired, .invalidEmail, .weakPassword,
            .accountExistsWithDifferentSignIn, .storageFull, .networkSignInRequired:
            return nil
        }
    }
}

extension AppError: UnderlyingErrorProviding {
    /// The error that ``network(underlying:)``, ``decodingError(underlying:)`` and
    /// ``unknown(_:)`` wrap; `nil` for the other cases.
    public var underlyingError: (any Error)? {
        switch self {
        case .network(let error), .decodingError(let error), .unknown(let error):
            return error
        default:
            return nil
        }
    }
}
