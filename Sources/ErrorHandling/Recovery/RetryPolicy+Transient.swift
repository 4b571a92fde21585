import Foundation

extension RetryPolicy {
    /// The `URLError` codes that may well succeed when tried again.
    static let transientURLErrorCodes: Set<Int> = Set(
        [
            URLError.Code.timedOut, .cannotFindHost, .cannotConnectToHost, .networkConnectionLost,
            .dnsLookupFailed,
            .notConnectedToInternet, .internationalRoamingOff, .callIsActive, .dataNotAllowed,
            .secureConnectionFailed, .resourceUnavailable,
        ].map(\URLError.Code.rawValue))

    /// Whether `error` is transient — likely to go away if the same work is tried again: a
    /// dropped or missing connection, a time-out, an overloaded or failing server.
    ///
    /// Transient are ``AppError/offline``, ``AppError/timeout``, ``AppError/serverError``,
    /// ``AppError/rateLimited(retryAfter:)``, an ``AppError/network(underlying:)`` that wraps a
    /// transient error, HTTP 408, 429 and 5xx (``HTTPStatusError``), and the `URLError`s of a
    /// lost, missing or slow connection.
    /// - Parameter error: The failure.
    /// - Returns: `true` for transient errors.
    @Sendable
    public static func isTransient(_ error: any Error) -> Bool {
        if let appError = error as? AppError {
            switch appError {
            case .offline, .timeout, .serverError, .rateLimited:
                return true
            case .network(let underlying):
                return isTransient(underlying)
            default:
                return false
            }
        }
        if let status = error as? HTTPStatusError {
            return status.statusCode == 408 || status.statusCode == 429
                || (500...599).contains(status.statusCode)
        }
        if error.bridgedDomain == NSURLErrorDomain {
            return transientURLErrorCodes.contains(error.bridgedCode)
        }
        return false
    }
}
