/// The Firebase error codes ``ErrorTranslator/standard`` translates, read from `NSError`s so
/// that the library does not depend on Firebase.
///
/// Source of the numbers: the Firebase Apple SDK's public headers, github.com/firebase/firebase-ios-sdk,
/// `FirebaseAuth/Sources/Public/FirebaseAuth/FIRAuthErrors.h` (`FIRAuthErrorCode`, domain
/// `FIRAuthErrorDomain`) and `Firestore/Source/Public/FirebaseFirestore/FIRFirestoreErrors.h`
/// (`FIRFirestoreErrorCode`, the gRPC status codes, domain `FIRFirestoreErrorDomain`).
///
/// | Domain | Code | Firebase name | AppError |
/// | --- | --- | --- | --- |
/// | FIRAuthErrorDomain | 17004 | InvalidCredential | invalidCredentials |
/// | FIRAuthErrorDomain | 17007 | EmailAlreadyInUse | duplicatedEmail |
/// | FIRAuthErrorDomain | 17009 | WrongPassword | wrongPassword |
/// | FIRAuthErrorDomain | 17010 | TooManyRequests | rateLimited(retryAfter: nil) |
/// | FIRAuthErrorDomain | 17011 | UserNotFound | userNotFound |
/// | FIRAuthErrorDomain | 17020 | NetworkError | offline |
/// | FIRAuthErrorDomain | 17021 | UserTokenExpired | sessionExpired |
/// | FIRFirestoreErrorDomain | 4 | DeadlineExceeded | timeout |
/// | FIRFirestoreErrorDomain | 5 | NotFound | notFound |
/// | FIRFirestoreErrorDomain | 7 | PermissionDenied | forbidden |
/// | FIRFirestoreErrorDomain | 14 | Unavailable | serverError |
/// | FIRFirestoreErrorDomain | 16 | Unauthenticated | sessionExpired |
///
/// One more code is not translated but recognised as a cancellation (`ErrorHandler.isCancellation(_:)`),
/// so it is never shown: FIRAuthErrorDomain 17058, WebContextCancelled, the person closed the
/// sign-in page.
enum FirebaseErrorCodes {
    /// The domain of Firebase Auth errors.
    static let authDomain = "FIRAuthErrorDomain"
    /// The domain of Cloud Firestore errors.
    static let firestoreDomain = "FIRFirestoreErrorDomain"
    /// Firebase Auth's `WebContextCancelled`: the person closed the sign-in web page.
    static let authWebContextCancelled = 17058

    /// Firebase Auth's network error: the request could not reach Firebase.
    static let authNetworkError = 17020
    /// Firebase Auth's too many requests.
    static let authTooManyRequests = 17010
    /// Cloud Firestore's unavailable, which it also sends when the client is offline.
    static let firestoreUnavailable = 14

    /// Firebase Auth codes and the errors they become.
    static let auth: [Int: any Error] = [
        17004: AppError.invalidCredentials,
        17007: AppError.duplicatedEmail,
        17009: AppError.wrongPassword,
        17010: AppError.rateLimited(retryAfter: nil),
        17011: AppError.userNotFound,
        17020: AppError.offline,
        17021: AppError.sessionExpired,
    ]

    /// Cloud Firestore codes and the errors they become.
    static let firestore: [Int: any Error] = [
        4: AppError.timeout,
        5: AppError.notFound,
        7: AppError.forbidden,
        14: AppError.serverError,
        16: AppError.sessionExpired,
    ]
}
