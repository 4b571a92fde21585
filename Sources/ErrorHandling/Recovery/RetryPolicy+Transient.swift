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
    /// - Parameter error: The failure.
    /// - Returns: `true` for transient errors.
    @Sendable
    public static func isTransient(_ error: any Error) -> Bool {
        if error._domain == NSURLErrorDomain {
            return transientURLErrorCodes.contains(error._code)
        }
        return false
    }
}
