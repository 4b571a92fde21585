import Foundation

extension ErrorTranslator {
    /// Translates the errors most apps meet into ``AppError``:
    ///
    /// - `URLError`, and any other error of `NSURLErrorDomain` (an `NSError` among them), by its
    ///   code: not connected, data not allowed and international roaming off become
    ///   ``AppError/offline``; timed out ``AppError/timeout``; user authentication required
    ///   ``AppError/unauthorized``; any other code, a lost connection and a call in progress
    ///   among them, ``AppError/network(underlying:)``.
    /// - ``HTTPStatusError``: 401 ``AppError/unauthorized``, 403 ``AppError/forbidden``, 404
    ///   ``AppError/notFound``, 408 ``AppError/timeout``, 429
    ///   ``AppError/rateLimited(retryAfter:)`` with the server's delay, 511
    ///   ``AppError/networkSignInRequired``, any other 5xx ``AppError/serverError``; other
    ///   statuses stay as they are.
    /// - `DecodingError` becomes ``AppError/decodingError(underlying:)``.
    /// - Files: `CocoaError.fileWriteOutOfSpace` and POSIX `ENOSPC` and `EDQUOT` become
    ///   ``AppError/storageFull``; no such file (`CocoaError.fileNoSuchFile`,
    ///   `.fileReadNoSuchFile`, `ENOENT`) ``AppError/notFound``; no permission or a read-only
    ///   volume (`.fileReadNoPermission`, `.fileWriteNoPermission`, `.fileWriteVolumeReadOnly`,
    ///   `EACCES`, `EPERM`, `EROFS`) ``AppError/forbidden``.
    /// - Firebase Auth, Cloud Firestore, Cloud Functions and Cloud Storage `NSError`s, by domain
    ///   and code, without depending on Firebase; the table is in <doc:ErrorsPeopleCanRead>.
    ///
    /// A code this list does not name, of any of these domains, is left to the rules after; every
    /// other error stays as it is.
    public static let standard = ErrorTranslator()
        // By domain, so that an `NSError` that does not bridge to `URLError` by itself (on
        // Linux) is translated as a `URLError` is, and by the code already read of the error.
        .adding(domain: NSURLErrorDomain, readingFacts: { translatingURLError(code: $0.code, $0.error) })
        .adding(HTTPStatusError.self, translatingHTTPStatus)
        .adding(DecodingError.self) { AppError.decodingError(underlying: $0) }
        .adding(domain: NSCocoaErrorDomain, codes: FileErrorCodes.cocoa)
        .adding(domain: NSPOSIXErrorDomain, codes: FileErrorCodes.posix)
        .adding(domain: FirebaseErrorCodes.authDomain) { error in
            FirebaseErrorCodes.authNetworkCodes.contains(error.code)
                ? AppError.network(underlying: error) : FirebaseErrorCodes.auth[error.code]
        }
        .adding(domain: FirebaseErrorCodes.firestoreDomain, codes: FirebaseErrorCodes.grpc)
        .adding(domain: FirebaseErrorCodes.functionsDomain, codes: FirebaseErrorCodes.grpc)
        .adding(domain: FirebaseErrorCodes.storageDomain) { error in
            error.code == FirebaseErrorCodes.storageRetryLimitExceeded
                ? AppError.network(underlying: error) : FirebaseErrorCodes.storage[error.code]
        }

    // The translations without a payload, each boxed as `any Error` once: an enum returned as
    // `any Error` is put in a new box on the heap every time.
    private static let offline: any Error = AppError.offline
    private static let timeout: any Error = AppError.timeout
    private static let unauthorized: any Error = AppError.unauthorized
    private static let forbidden: any Error = AppError.forbidden
    private static let notFound: any Error = AppError.notFound
    private static let serverError: any Error = AppError.serverError
    private static let networkSignInRequired: any Error = AppError.networkSignInRequired

    private static func translatingURLError(code: Int, _ error: any Error) -> any Error {
        switch code {
        case URLError.Code.notConnectedToInternet.rawValue, URLError.Code.dataNotAllowed.rawValue,
            URLError.Code.internationalRoamingOff.rawValue:
            return offline
        case URLError.Code.timedOut.rawValue:
            return timeout
        case URLError.Code.userAuthenticationRequired.rawValue:
            return unauthorized
        default:
            return AppError.network(underlying: error)
        }
    }

    @Sendable private static func translatingHTTPStatus(_ error: HTTPStatusError) -> (any Error)? {
        switch error.statusCode {
        case 401: return unauthorized
        case 403: return forbidden
        case 404: return notFound
        case 408: return timeout
        case 429: return AppError.rateLimited(retryAfter: error.retryAfter)
        case 511: return networkSignInRequired
        case 500...599: return serverError
        default: return nil
        }
    }
}
