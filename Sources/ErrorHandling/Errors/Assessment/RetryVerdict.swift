import Foundation

/// Whether trying the same work again can help, as an error says by itself: an HTTP status, a
/// `URLError` code, a Firebase code or an ``AppError`` case. An error that says nothing has no
/// verdict.
enum RetryVerdict {
    /// The `URLError` codes that may well succeed when tried again: a lost, missing or slow
    /// connection, a server that could not be reached.
    private static let transientURLErrorCodes: Set<Int> = Set(
        [
            URLError.Code.timedOut, .cannotFindHost, .cannotConnectToHost, .networkConnectionLost,
            .dnsLookupFailed, .notConnectedToInternet, .internationalRoamingOff, .callIsActive,
            .dataNotAllowed, .secureConnectionFailed, .resourceUnavailable,
        ].map(\URLError.Code.rawValue))

    /// Whether retrying can help with the error of `facts`; `nil` when the error has no verdict
    /// of its own.
    static func of(_ facts: inout ErrorFacts) -> Bool? {
        if let appError = facts.value(as: AppError.self, key: .appError) {
            return of(appError)
        }
        if let status = facts.value(as: HTTPStatusError.self, key: .httpStatusError) {
            return isTransient(statusCode: status.statusCode)
        }
        guard facts.typeKey == nil else { return nil }
        switch facts.domain {
        case NSURLErrorDomain:
            return transientURLErrorCodes.contains(facts.urlErrorCode())
        case FirebaseErrorCodes.authDomain:
            if FirebaseErrorCodes.transientAuthCodes.contains(facts.code) { return true }
            return FirebaseErrorCodes.auth[facts.code] == nil ? nil : false
        case FirebaseErrorCodes.firestoreDomain, FirebaseErrorCodes.functionsDomain:
            if FirebaseErrorCodes.transientGRPCCodes.contains(facts.code) { return true }
            return FirebaseErrorCodes.grpc[facts.code] == nil ? nil : false
        case FirebaseErrorCodes.storageDomain:
            if facts.code == FirebaseErrorCodes.storageRetryLimitExceeded { return true }
            return FirebaseErrorCodes.storage[facts.code] == nil ? nil : false
        default:
            return nil
        }
    }

    private static func of(_ appError: AppError) -> Bool {
        switch appError {
        case .offline, .timeout, .serverError, .rateLimited:
            return true
        case .network(let underlying):
            var facts = ErrorFacts(underlying)
            return of(&facts) ?? false
        default:
            return false
        }
    }

    /// The HTTP statuses that say the same request may succeed later: request timeout, too
    /// early, too many requests, and the server errors that pass (internal, bad gateway,
    /// unavailable, gateway timeout). Not 501 (not implemented), 505 (version not supported) or
    /// 511 (a captive portal asks to sign in to the network): trying again cannot fix them.
    private static let transientStatusCodes: Set<Int> = [408, 425, 429, 500, 502, 503, 504]

    /// Whether an HTTP status says that the same request may succeed later.
    private static func isTransient(statusCode: Int) -> Bool {
        transientStatusCodes.contains(statusCode)
    }
}
