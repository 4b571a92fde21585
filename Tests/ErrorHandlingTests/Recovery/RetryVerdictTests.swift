import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// One answer to "is retrying worth it", read by the policy on its own and by the center alike.
@Suite("Retry verdicts")
struct RetryVerdictTests {
    private let firebaseNetworkError = NSError(domain: "FIRAuthErrorDomain", code: 17020)

    @Test func aFirebaseNetworkErrorIsTransientAsThrown() {
        #expect(RetryPolicy.isTransient(firebaseNetworkError))
        #expect(RetryPolicy.isTransient(NSError(domain: "FIRFirestoreErrorDomain", code: 14)))
        #expect(!RetryPolicy.isTransient(NSError(domain: "FIRAuthErrorDomain", code: 17009)))
    }

    @Test func aPolicyOnItsOwnRetriesAFirebaseNetworkError() async throws {
        let runs = Counter()
        let value = try await RetryPolicy(maxAttempts: 3, backoff: .constant(.zero), jitter: .none).run(
            clock: ManualClock()
        ) {
            runs.increment()
            if runs.value < 3 { throw firebaseNetworkError }
            return 7
        }
        #expect(value == 7)
        #expect(runs.value == 3)
    }

    @Test func theVerdictOfTheErrorAsThrownWinsOverItsTranslation() {
        // A bad URL stays bad however a translator shows it.
        let translator = ErrorTranslator().adding(URLError.self) { _ in AppError.serverError }
        let assessment = ErrorAssessment(URLError(.badURL), translator: translator, origin: .unknown)
        #expect(!assessment.isTransient)
        #expect(!RetryPolicy().accepts(assessment))
    }

    @Test func anErrorWithoutAVerdictOfItsOwnTakesThatOfItsTranslation() {
        struct BackendDown: Error {}
        let translator = ErrorTranslator().adding(BackendDown.self) { _ in AppError.serverError }
        let assessment = ErrorAssessment(BackendDown(), translator: translator, origin: .unknown)
        #expect(assessment.isTransient)
        #expect(RetryPolicy().accepts(assessment))
    }

    @Test func anAppsOwnTestIsAskedAboutTheErrorAsThrownThenAsTranslated() {
        struct BackendDown: Error {}
        let translator = ErrorTranslator().adding(BackendDown.self) { _ in AppError.timeout }
        let policy = RetryPolicy(shouldRetry: { ($0 as? AppError) == .timeout })
        #expect(policy.accepts(ErrorAssessment(BackendDown(), translator: translator, origin: .unknown)))
        #expect(!policy.accepts(ErrorAssessment(BackendDown(), translator: nil, origin: .unknown)))
    }

    @Test @MainActor func theCenterOffersRetryForAFirebaseNetworkErrorAsThePolicyRetriesIt() throws {
        let center = ErrorCenter(clock: ManualClock())
        center.report(firebaseNetworkError, retry: {})
        let alert = try #require(center.current)
        #expect(alert.buttons.first?.title == StandardButtonTitle.retry.localized())
    }
}
