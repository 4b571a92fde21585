import Foundation

extension ErrorTranslator {
    /// Translates the errors most apps meet into ``AppError``:
    ///
    /// - `URLError` (and `NSError`s of `NSURLErrorDomain`): not connected, connection lost and
    ///   data not allowed become ``AppError/offline``; timed out becomes ``AppError/timeout``;
    ///   any other code becomes ``AppError/network(underlying:)``.
    /// - ``HTTPStatusError``: 401 ``AppError/unauthorized``, 403 ``AppError/forbidden``, 404
    ///   ``AppError/notFound``, 429 ``AppError/rateLimited(retryAfter:)`` with the server's
    ///   delay, 5xx ``AppError/serverError``; other statuses stay as they are.
    /// - `DecodingError` becomes ``AppError/decodingError(underlying:)``.
    /// - Firebase Auth and Cloud Firestore `NSError`s, by domain and code, without depending on
    ///   Firebase: invalid credential, e-mail in use, wrong password, too many requests, user
    ///   not found, network error and expired token; deadline exceeded, not found, permission
    ///   denied, unavailable and unauthenticated.
    ///
    /// Every other error stays as it is.
    public static let standard = ErrorTranslator()
        .adding(URLError.self) { translatingURLError(code: $0.code.rawValue, $0) }
        // Where `NSError`s do not bridge to `URLError` by themselves (Linux), the domain rule
        // catches them, so both platforms translate them alike.
        .adding(domain: NSURLErrorDomain) { translatingURLError(code: $0.code, $0) }
        .adding(HTTPStatusError.self, translatingHTTPStatus)
        .adding(DecodingError.self) { AppError.decodingError(underlying: $0) }
        .adding(domain: FirebaseErrorCodes.authDomain, codes: FirebaseErrorCodes.auth)
        .adding(domain: FirebaseErrorCodes.firestoreDomain, codes: FirebaseErrorCodes.firestore)

    // The translations without a payload, each boxed as `any Error` once: an enum returned as
    // `any Error` is put in a new box on the heap every time.
    private static let offline: any Error = AppError.offline
    private static let timeout: any Error = AppError.timeout
    private static let unauthorized: any Error = AppError.unauthorized
    private static let forbidden: any Error = AppError.forbidden
    private static let notFound: any Error = AppError.notFound
    private static let serverError: any Error = AppError.serverError

    // Generic so that `error` is boxed as `any Error` only when the translation wraps it.
    private static func translatingURLError<E: Error>(code: Int, _ error: E) -> any Error {
        switch code {
        case URLError.Code.notConnectedToInternet.rawValue, URLError.Code.networkConnectionLost.rawValue,
            URLError.Code.dataNotAllowed.rawValue:
            return offline
        case URLError.Code.timedOut.rawValue:
            return timeout
        default:
            return AppError.network(underlying: error)
        }
    }

    @Sendable private static func translatingHTTPStatus(_ error: HTTPStatusError) -> (any Error)? {
        switch error.statusCode {
        case 401: return unauthorized
        case 403: return forbidden
        case 404: return notFound
        case 429: return AppError.rateLimited(retryAfter: error.retryAfter)
        case 500...599: return serverError
        default: return nil
        }
    }
}
