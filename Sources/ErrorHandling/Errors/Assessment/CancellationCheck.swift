import Foundation

/// Whether an error only says that work was cancelled, which is nothing to show.
enum CancellationCheck {
    /// The `NSError` domains and codes of a cancellation: `URLError.cancelled` and
    /// `.userCancelledAuthentication`, `CocoaError.userCancelled`, Firebase Auth's web-context
    /// cancelled, the gRPC cancelled of Cloud Firestore and Cloud Functions, and Cloud Storage's
    /// cancelled.
    private static let cancellationCodes: [String: Set<Int>] = [
        NSURLErrorDomain: [
            URLError.Code.cancelled.rawValue, URLError.Code.userCancelledAuthentication.rawValue,
        ],
        NSCocoaErrorDomain: [CocoaError.Code.userCancelled.rawValue],
        FirebaseErrorCodes.authDomain: [FirebaseErrorCodes.authWebContextCancelled],
        FirebaseErrorCodes.firestoreDomain: [FirebaseErrorCodes.grpcCancelled],
        FirebaseErrorCodes.functionsDomain: [FirebaseErrorCodes.grpcCancelled],
        FirebaseErrorCodes.storageDomain: [FirebaseErrorCodes.storageCancelled],
    ]

    /// Every code above, whatever its domain: most errors have none of them, and comparing an
    /// integer with each of these few costs less than hashing it, or a domain.
    private static let codesOfAnyDomain = Array(Set(cancellationCodes.values.joined()))

    private static let cancellationErrorKey = ErrorTypeKey(CancellationError.self)

    /// Whether the error of `facts` is a cancellation: a `CancellationError`, one of the
    /// cancellation codes above, or any error thrown in a cancelled task.
    static func isCancellation(_ facts: inout ErrorFacts) -> Bool {
        let isCancellationError = { (error: any Error) in error is CancellationError }
        let isOfCancellationType =
            cancellationErrorKey.map { facts.isOfType($0, cast: isCancellationError) }
            ?? isCancellationError(facts.error)
        if isOfCancellationType || Task.isCancelled {
            return true
        }
        guard facts.typeKey == nil, codesOfAnyDomain.contains(facts.code) else { return false }
        return cancellationCodes[facts.domain]?.contains(facts.code) ?? false
    }
}
