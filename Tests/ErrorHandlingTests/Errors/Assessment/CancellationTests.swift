import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// `ErrorHandler.isCancellation(_:)`, the one answer every entry point reads: which errors only
/// say that work was cancelled, and so are never shown or retried.
@Suite struct CancellationTests {
    /// An error and what it is called in a test's name.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let error: any Error
        var testDescription: String { name }
    }

    struct PlainError: Error {}

    static let cancellations = [
        Case(name: "CancellationError", error: CancellationError()),
        Case(name: "URLError.cancelled", error: URLError(.cancelled)),
        Case(name: "URLError.userCancelledAuthentication", error: URLError(.userCancelledAuthentication)),
        Case(name: "CocoaError.userCancelled", error: CocoaError(.userCancelled)),
        Case(name: "NSCocoaErrorDomain 3072", error: NSError(domain: NSCocoaErrorDomain, code: 3072)),
        Case(name: "NSURLErrorDomain -999", error: NSError(domain: NSURLErrorDomain, code: -999)),
        Case(name: "NSURLErrorDomain -1012", error: NSError(domain: NSURLErrorDomain, code: -1012)),
        Case(name: "FIRAuthErrorDomain 17058", error: NSError(domain: "FIRAuthErrorDomain", code: 17058)),
        Case(name: "FIRFirestoreErrorDomain 1", error: NSError(domain: "FIRFirestoreErrorDomain", code: 1)),
        Case(name: "com.firebase.functions 1", error: NSError(domain: "com.firebase.functions", code: 1)),
        Case(
            name: "FIRStorageErrorDomain -13040",
            error: NSError(domain: "FIRStorageErrorDomain", code: -13040)),
    ]

    static let failures = [
        Case(name: "a plain Swift error", error: PlainError()),
        Case(name: "AppError.offline", error: AppError.offline),
        Case(name: "URLError.timedOut", error: URLError(.timedOut)),
        Case(name: "URLError.userAuthenticationRequired", error: URLError(.userAuthenticationRequired)),
        Case(name: "CocoaError.fileNoSuchFile", error: CocoaError(.fileNoSuchFile)),
        Case(name: "NSURLErrorDomain 3072", error: NSError(domain: NSURLErrorDomain, code: 3072)),
        Case(name: "NSCocoaErrorDomain -999", error: NSError(domain: NSCocoaErrorDomain, code: -999)),
        Case(name: "FIRAuthErrorDomain 17020", error: NSError(domain: "FIRAuthErrorDomain", code: 17020)),
        Case(
            name: "FIRFirestoreErrorDomain 17058",
            error: NSError(domain: "FIRFirestoreErrorDomain", code: 17058)),
        Case(name: "FIRStorageErrorDomain 1", error: NSError(domain: "FIRStorageErrorDomain", code: 1)),
        Case(
            name: "FIRStorageErrorDomain 13040", error: NSError(domain: "FIRStorageErrorDomain", code: 13040)),
        Case(name: "FIRAuthErrorDomainX 17058", error: NSError(domain: "FIRAuthErrorDomainX", code: 17058)),
        Case(name: "an empty domain, code 1", error: NSError(domain: "", code: 1)),
    ]

    @Test(arguments: cancellations)
    func anErrorThatSaysWorkWasCancelledIsACancellation(_ cancellation: Case) {
        #expect(ErrorHandler.isCancellation(cancellation.error))
    }

    @Test(arguments: failures)
    func anyOtherErrorIsNotACancellationOutsideACancelledTask(_ failure: Case) {
        #expect(!ErrorHandler.isCancellation(failure.error))
    }

    @Test func anyErrorInACancelledTaskIsACancellation() async {
        let answers = await Task { () -> [Bool] in
            withUnsafeCurrentTask { $0?.cancel() }
            return Self.failures.map { ErrorHandler.isCancellation($0.error) }
        }.value
        #expect(answers.allSatisfy { $0 })
    }

    @Test func anAttemptLogsACancelledSignInAtDebugAndRunsNoOnNoMatch() async {
        let logger = InMemoryErrorLogger()
        let noMatch = Locked(0)
        let handler = ErrorHandler(logger: logger).onNoMatch(
            .perform { _, done in
                noMatch.withLock { $0 += 1 }
                done?()
            })
        let value: Int? = await handler.attempt {
            await Task.yield()
            throw NSError(domain: "FIRAuthErrorDomain", code: 17058)
        }
        #expect(value == nil)
        #expect(logger.records.map(\.severity) == [.debug])
        #expect(logger.records.first?.metadata["cancelled"] == "true")
        #expect(noMatch.withLock { $0 } == 0)
    }

    @Test func aRetryPolicyStopsAtACancelledAuthenticationWithoutRetrying() async {
        let attempts = Locked(0)
        await #expect(throws: CancellationError.self) {
            try await RetryPolicy(shouldRetry: { _ in true }).run(clock: ManualClock()) {
                attempts.withLock { $0 += 1 }
                throw URLError(.userCancelledAuthentication)
            }
        }
        #expect(attempts.withLock { $0 } == 1)
    }
}
