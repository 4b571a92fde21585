import Foundation

/// How an error is about the device's connection, when it is.
enum ConnectionProblem: Sendable, Hashable {
    /// The system says the device has no connection that requests can use: not connected,
    /// data not allowed, roaming off.
    case offline
    /// A connection could not be made or was lost — the host could not be reached or found, the
    /// connection dropped, Firebase Auth's network errors, Firestore's unavailable (which it also
    /// sends when the client is offline), Cloud Storage's retry limit — which is what
    /// being offline looks like to a request, but may also be the server's doing.
    case unreachable

    /// The `URLError` codes of a device without a usable connection.
    private static let offlineURLErrorCodes: Set<Int> = Set(
        [URLError.Code.notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff].map(\.rawValue))

    /// The `URLError` codes of a connection that could not be made or was lost.
    private static let unreachableURLErrorCodes: Set<Int> = Set(
        [URLError.Code.cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .dnsLookupFailed].map(
            \.rawValue))

    /// The connection problem `facts` name by their domain and code; `nil` when they name none.
    static func named(by facts: inout ErrorFacts) -> ConnectionProblem? {
        if let appError = facts.value(as: AppError.self, key: .appError) {
            switch appError {
            case .offline: return .offline
            case .network(let underlying):
                var underlyingFacts = ErrorFacts(underlying)
                return named(by: &underlyingFacts)
            default: return nil
            }
        }
        guard facts.typeKey == nil else { return nil }
        switch facts.domain {
        case NSURLErrorDomain:
            let code = facts.urlErrorCode()
            if offlineURLErrorCodes.contains(code) { return .offline }
            return unreachableURLErrorCodes.contains(code) ? .unreachable : nil
        case FirebaseErrorCodes.authDomain:
            return FirebaseErrorCodes.authNetworkCodes.contains(facts.code) ? .unreachable : nil
        case FirebaseErrorCodes.firestoreDomain:
            return facts.code == FirebaseErrorCodes.grpcUnavailable ? .unreachable : nil
        case FirebaseErrorCodes.storageDomain:
            return facts.code == FirebaseErrorCodes.storageRetryLimitExceeded ? .unreachable : nil
        default:
            return nil
        }
    }
}
