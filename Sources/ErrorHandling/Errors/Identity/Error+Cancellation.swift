import Foundation

extension Error {
    /// Whether this error only says that work was cancelled, which is nothing to show and
    /// nothing to retry.
    ///
    /// The one test the package makes, public as `ErrorHandler.isCancellation(_:)`: a
    /// `CancellationError`; a `URLError` of `.cancelled` or `.userCancelledAuthentication`; a
    /// `CocoaError` of `.userCancelled`; Firebase Auth's `WebContextCancelled` (the person closed
    /// the sign-in page); an `NSError` with any of those domains and codes; and any error at all
    /// while the current task is cancelled, as cancelled work fails with whatever its operation
    /// threw.
    var isCancellation: Bool {
        self is CancellationError || Task.isCancelled
            || cancellationCodes[bridgedDomain]?.contains(bridgedCode) == true
    }
}

/// The `NSError` domains and codes that say work was cancelled, whatever the error's type.
private let cancellationCodes: [String: Set<Int>] = [
    NSCocoaErrorDomain: [CocoaError.Code.userCancelled.rawValue],
    NSURLErrorDomain: [URLError.Code.cancelled.rawValue, URLError.Code.userCancelledAuthentication.rawValue],
    FirebaseErrorCodes.authDomain: [FirebaseErrorCodes.authWebContextCancelled],
]
