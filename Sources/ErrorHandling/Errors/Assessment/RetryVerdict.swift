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

    /// Firebase Auth codes worth another attempt: the network error and too many requests.
    private static let transientAuthCodes: Set<Int> = [
        FirebaseErrorCodes.authNetworkError, FirebaseErrorCodes.authTooManyRequests,
    ]

    /// Cloud Firestore codes (gRPC status codes) worth another attempt: deadline exceeded,
    /// resource exhausted, aborted and unavailable.
    private static let transientFirestoreCodes: Set<Int> = [
        4, 8, 10, FirebaseErrorCodes.firestoreUnavailable,
    ]

    /// Whether retrying can help with the error of `facts`; `nil` when the error has no verdict
    /// of its own.
    static func of(_ facts: inout ErrorFacts) -> Bool? {
        if let appError = facts.error as? AppError {
            return of(appError)
        }
        if let status = facts.error as? HTTPStatusError {
            return isTransient(statusCode: status.statusCode)
        }
        guard facts.typeKey == nil else { return nil }
        switch facts.domain {
        case NSURLErrorDomain:
            return transientURLErrorCodes.contains(facts.code)
        case FirebaseErrorCodes.authDomain:
            return FirebaseErrorCodes.auth[facts.code] == nil ? nil : transientAuthCodes.contains(facts.code)
        case FirebaseErrorCodes.firestoreDomain:
            if transientFirestoreCodes.contains(facts.code) { return true }
            return FirebaseErrorCodes.firestore[facts.code] == nil ? nil : false
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

    /// Whether an HTTP status says that the same request may succeed later: 408, 429 and 5xx.
    private static func isTransient(statusCode: Int) -> Bool {
        statusCode == 408 || statusCode == 429 || (500...599).contains(statusCode)
    }
}
