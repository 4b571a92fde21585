import ErrorHandling
import Foundation
import Testing

/// Which errors are worth trying again, as each says by itself: Retry is offered only where
/// trying again can help.
@Suite("Retry verdicts of the standard codes")
@MainActor
struct RetryVerdictTableTests {
    nonisolated static let worthRetrying: [Int] = [408, 425, 429, 500, 502, 503, 504]
    nonisolated static let notWorthRetrying: [Int] = [
        400, 401, 403, 404, 409, 410, 418, 422, 451, 499, 501, 505, 511,
    ]

    @Test(arguments: worthRetrying)
    func anHTTPStatusThatPassesIsWorthRetrying(status: Int) {
        #expect(RetryPolicy.isTransient(HTTPStatusError(statusCode: status)))
    }

    @Test(arguments: notWorthRetrying)
    func anHTTPStatusRetryingCannotFixIsNotWorthRetrying(status: Int) {
        #expect(!RetryPolicy.isTransient(HTTPStatusError(statusCode: status)))
    }

    /// 501 and 505 read as the server's error, yet the alert offers no Retry; 511 asks to sign
    /// in to the network.
    @Test(arguments: notWorthRetrying)
    func aCenterOffersNoRetryForAStatusRetryingCannotFix(status: Int) throws {
        let center = ErrorCenter(handler: ErrorHandler(translator: .standard).onNoMatch(.presentError))
        center.report(HTTPStatusError(statusCode: status), retry: { Issue.record("nothing should retry") })
        let current = try #require(center.current)
        #expect(current.buttons.map(\.title) == [StandardButtonTitle.ok.localized()])
    }

    @Test(arguments: worthRetrying)
    func aCenterOffersRetryForAStatusThatPasses(status: Int) throws {
        let center = ErrorCenter(handler: ErrorHandler(translator: .standard).onNoMatch(.presentError))
        center.report(HTTPStatusError(statusCode: status), retry: {})
        let current = try #require(center.current)
        #expect(current.buttons.first?.title == StandardButtonTitle.retry.localized())
    }

    @Test(arguments: [
        ("FIRAuthErrorDomain", 17010), ("FIRAuthErrorDomain", 17020), ("FIRAuthErrorDomain", 17052),
        ("FIRAuthErrorDomain", 17061), ("FIRFirestoreErrorDomain", 4), ("FIRFirestoreErrorDomain", 8),
        ("FIRFirestoreErrorDomain", 10), ("FIRFirestoreErrorDomain", 14), ("com.firebase.functions", 4),
        ("com.firebase.functions", 10), ("com.firebase.functions", 14), ("FIRStorageErrorDomain", -13030),
    ])
    func aFirebaseCodeThatPassesIsWorthRetrying(domain: String, code: Int) {
        let error = NSError(domain: domain, code: code)
        #expect(RetryPolicy.isTransient(error))
        #expect(RetryPolicy.isTransient(ErrorTranslator.standard.translate(error)))
    }

    @Test(arguments: [
        ("FIRAuthErrorDomain", 17005), ("FIRAuthErrorDomain", 17014), ("FIRAuthErrorDomain", 17026),
        ("FIRAuthErrorDomain", 17999), ("FIRFirestoreErrorDomain", 13), ("FIRFirestoreErrorDomain", 7),
        ("com.firebase.functions", 13), ("com.firebase.functions", 16), ("FIRStorageErrorDomain", -13021),
    ])
    func aFirebaseCodeRetryingCannotFixIsNotWorthRetrying(domain: String, code: Int) {
        #expect(!RetryPolicy.isTransient(NSError(domain: domain, code: code)))
    }

    @Test func theNewAppErrorsAreNotWorthRetrying() {
        let errors: [AppError] = [
            .accountDisabled, .recentSignInRequired, .invalidEmail, .weakPassword,
            .accountExistsWithDifferentSignIn, .storageFull, .networkSignInRequired,
        ]
        #expect(errors.allSatisfy { !RetryPolicy.isTransient($0) })
    }
}
