import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter.attempt", .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterAttemptTests {
    private func center() -> ErrorCenter {
        ErrorCenter(
            handler: ErrorHandler(translator: .standard).onNoMatch(.presentError),
            retryPolicy: RetryPolicy(maxAttempts: 1, jitter: .none))
    }

    @Test func returnsTheValueAndReportsNothingWhenTheOperationSucceeds() async {
        let center = center()
        let value = await center.attempt { 42 }
        #expect(value == 42)
        #expect(center.statistics == ErrorCenter.Statistics())
    }

    @Test func reportsTheFailureWithTheOperationAsItsRetry() async throws {
        let center = center()
        let operation = ScriptedOperation(failing: [URLError(.notConnectedToInternet)])
        let value: Void? = await center.attempt { try operation() }

        #expect(value == nil)
        #expect(center.currentError == .offline)
        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)
        #expect(operation.runs.value == 2)
        #expect(center.current == nil)
    }

    @Test func passesTheStyleOn() async {
        let center = center()
        await center.attempt(style: .inline(field: "email")) { throw AppError.validation(reason: "No @.") }
        #expect(center.inlineMessages["email"] != nil)
    }

    @Test(arguments: [CancellationError() as any Error, URLError(.cancelled)])
    func aCancellationIsNeverPresentedAndCountsAsCancelled(error: any Error) async {
        let center = center()
        let value: Int? = await center.attempt { throw error }
        #expect(value == nil)
        await center.waitUntilIdle()
        #expect(center.current == nil)
        #expect(center.statistics == ErrorCenter.Statistics(cancelled: 1))
    }

    @Test func anErrorThrownInACancelledTaskCountsAsCancelled() async {
        let center = center()
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await center.attempt { () throws -> Int in throw AppError.serverError }
        }
        #expect(await task.value == nil)
        await center.waitUntilIdle()
        #expect(center.current == nil)
        #expect(center.statistics == ErrorCenter.Statistics(cancelled: 1))
    }
}
