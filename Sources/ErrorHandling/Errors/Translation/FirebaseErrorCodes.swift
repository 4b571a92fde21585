/// The Firebase error codes ``ErrorTranslator/standard`` translates, and those the assessment
/// reads (cancellations, retry verdicts, connection problems), read from `NSError`s so that the
/// library does not depend on Firebase.
///
/// Each domain and code was checked against the Firebase Apple SDK's sources,
/// github.com/firebase/firebase-ios-sdk:
///
/// - Auth: `FirebaseAuth/Sources/Swift/Utilities/AuthErrors.swift` (`AuthErrorCode`, domain
///   `AuthErrors.domain` = `FIRAuthErrorDomain`), commit 02a37109d59c3d8d625cfcb6b196e1dd0e50f3f1.
///   The Objective-C header `FIRAuthErrors.h` no longer holds the codes since Auth moved to Swift.
/// - Cloud Firestore: `Firestore/Source/Public/FirebaseFirestore/FIRFirestoreErrors.h`
///   (`FIRFirestoreErrorCode`, the gRPC status codes, domain `FIRFirestoreErrorDomain`), commit
///   01eb4f42e001f48417dfdce5f35c2d51ba653f47.
/// - Cloud Functions: `FirebaseFunctions/Sources/FunctionsError.swift` (`FunctionsErrorCode`, the
///   same gRPC codes, domain `FunctionsErrorDomain` = `com.firebase.functions`), commit
///   10f83fd8e7b946fc3e0ffc94cd8ade9db360f536.
/// - Cloud Storage: `FirebaseStorage/Sources/StorageError.swift` (`StorageErrorCode`, domain
///   `StorageErrorDomain` = `FIRStorageErrorDomain`), as of commit
///   bd852d19a77aa11bfb5d678aa672295e6a810122.
///
/// | Domain | Code | Firebase name | AppError |
/// | --- | --- | --- | --- |
/// | FIRAuthErrorDomain | 17004 | invalidCredential | invalidCredentials |
/// | FIRAuthErrorDomain | 17005 | userDisabled | accountDisabled |
/// | FIRAuthErrorDomain | 17007 | emailAlreadyInUse | duplicatedEmail |
/// | FIRAuthErrorDomain | 17008 | invalidEmail | invalidEmail |
/// | FIRAuthErrorDomain | 17009 | wrongPassword | wrongPassword |
/// | FIRAuthErrorDomain | 17010 | tooManyRequests | rateLimited(retryAfter: nil) |
/// | FIRAuthErrorDomain | 17011 | userNotFound | userNotFound |
/// | FIRAuthErrorDomain | 17012 | accountExistsWithDifferentCredential | accountExistsWithDifferentSignIn |
/// | FIRAuthErrorDomain | 17014 | requiresRecentLogin | recentSignInRequired |
/// | FIRAuthErrorDomain | 17017 | invalidUserToken | sessionExpired |
/// | FIRAuthErrorDomain | 17020 | networkError | network(underlying:) |
/// | FIRAuthErrorDomain | 17021 | userTokenExpired | sessionExpired |
/// | FIRAuthErrorDomain | 17025 | credentialAlreadyInUse | accountExistsWithDifferentSignIn |
/// | FIRAuthErrorDomain | 17026 | weakPassword | weakPassword |
/// | FIRAuthErrorDomain | 17052 | quotaExceeded | rateLimited(retryAfter: nil) |
/// | FIRAuthErrorDomain | 17058 | webContextCancelled | a cancellation, never shown |
/// | FIRAuthErrorDomain | 17061 | webNetworkRequestFailed | network(underlying:) |
/// | FIRAuthErrorDomain | 17999 | internalError | serverError |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 1 | cancelled | a cancellation, never shown |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 4 | deadlineExceeded | timeout |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 5 | notFound | notFound |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 7 | permissionDenied | forbidden |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 8 | resourceExhausted | rateLimited(retryAfter: nil) |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 10 | aborted | serverError (worth retrying) |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 13 | internal | serverError |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 14 | unavailable | serverError; Firestore's is about the connection |
/// | FIRFirestoreErrorDomain, com.firebase.functions | 16 | unauthenticated | sessionExpired |
/// | FIRStorageErrorDomain | −13010 | objectNotFound | notFound |
/// | FIRStorageErrorDomain | −13020 | unauthenticated | unauthorized |
/// | FIRStorageErrorDomain | −13021 | unauthorized | forbidden |
/// | FIRStorageErrorDomain | −13030 | retryLimitExceeded | network(underlying:) |
/// | FIRStorageErrorDomain | −13040 | cancelled | a cancellation, never shown |
///
/// Worth retrying (``RetryPolicy/isTransient(_:)``): Auth 17010, 17020, 17052 and 17061; the gRPC
/// codes 4, 8, 10 and 14; Storage −13030. Any other code of the table is not; a code the table
/// does not hold has no verdict of its own.
enum FirebaseErrorCodes {
    /// The domain of Firebase Auth errors.
    static let authDomain = "FIRAuthErrorDomain"
    /// The domain of Cloud Firestore errors.
    static let firestoreDomain = "FIRFirestoreErrorDomain"
    /// The domain of Cloud Functions errors.
    static let functionsDomain = "com.firebase.functions"
    /// The domain of Cloud Storage errors.
    static let storageDomain = "FIRStorageErrorDomain"

    /// Firebase Auth's `webContextCancelled`: the person closed the sign-in web page.
    static let authWebContextCancelled = 17058
    /// Firebase Auth's `networkError`: the request could not reach Firebase.
    static let authNetworkError = 17020
    /// Firebase Auth's `webNetworkRequestFailed`: a request of the sign-in web page failed.
    static let authWebNetworkRequestFailed = 17061
    /// The gRPC `cancelled` of Cloud Firestore and Cloud Functions.
    static let grpcCancelled = 1
    /// The gRPC `unavailable`, which Cloud Firestore also sends when the client is offline.
    static let grpcUnavailable = 14
    /// Cloud Storage's `retryLimitExceeded`: the operation kept failing until its time ran out.
    static let storageRetryLimitExceeded = -13030
    /// Cloud Storage's `cancelled`.
    static let storageCancelled = -13040

    /// Firebase Auth codes and the errors they become; the network errors are not here, as
    /// they wrap the error itself (``ErrorTranslator/standard`` translates them).
    static let auth: [Int: any Error] = [
        17004: AppError.invalidCredentials,
        17005: AppError.accountDisabled,
        17007: AppError.duplicatedEmail,
        17008: AppError.invalidEmail,
        17009: AppError.wrongPassword,
        17010: AppError.rateLimited(retryAfter: nil),
        17011: AppError.userNotFound,
        17012: AppError.accountExistsWithDifferentSignIn,
        17014: AppError.recentSignInRequired,
        17017: AppError.sessionExpired,
        17021: AppError.sessionExpired,
        17025: AppError.accountExistsWithDifferentSignIn,
        17026: AppError.weakPassword,
        17052: AppError.rateLimited(retryAfter: nil),
        17999: AppError.serverError,
    ]

    /// Firebase Auth codes that wrap the error in ``AppError/network(underlying:)``.
    static let authNetworkCodes: Set<Int> = [authNetworkError, authWebNetworkRequestFailed]

    /// Firebase Auth codes worth another attempt: the network errors and the two "too many".
    static let transientAuthCodes: Set<Int> = authNetworkCodes.union([17010, 17052])

    /// The gRPC status codes of Cloud Firestore and Cloud Functions and the errors they become.
    static let grpc: [Int: any Error] = [
        4: AppError.timeout,
        5: AppError.notFound,
        7: AppError.forbidden,
        8: AppError.rateLimited(retryAfter: nil),
        10: AppError.serverError,
        13: AppError.serverError,
        grpcUnavailable: AppError.serverError,
        16: AppError.sessionExpired,
    ]

    /// The gRPC codes worth another attempt: deadline exceeded, resource exhausted, aborted and
    /// unavailable.
    static let transientGRPCCodes: Set<Int> = [4, 8, 10, grpcUnavailable]

    /// Cloud Storage codes and the errors they become; the retry limit is not here, as it wraps
    /// the error itself.
    static let storage: [Int: any Error] = [
        -13010: AppError.notFound,
        -13020: AppError.unauthorized,
        -13021: AppError.forbidden,
    ]
}
