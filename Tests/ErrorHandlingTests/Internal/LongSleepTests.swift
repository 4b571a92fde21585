import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

/// Durations an app or a server hands the package, however long, never trap in a clock: Swift's
/// clocks stop the process computing a deadline more than about 2⁶³ seconds away.
@Suite("Very long durations do not trap in the clock", .timeLimit(.minutes(10)))
struct LongSleepTests {
    @Test @MainActor func aToastShownForInt64MaxSecondsWaitsOnARealClockWithoutTrapping() async throws {
        let center = ErrorCenter(clock: ContinuousClock())
        center.report(AppError.offline, style: .toast(duration: .seconds(Int64.max)))
        await center.waitUntilIdle()
        try await Task.sleep(for: .milliseconds(100))
        #expect(center.toasts.count == 1)
        center.dismiss(presentation: try #require(center.toasts.first).id)
        #expect(center.toasts.isEmpty)
    }

    @Test func anActionTimeoutOfInt64MaxSecondsWaitsForThePersonWithoutTrapping() async throws {
        let presenter = RecordingPresenter()
        let handler = ErrorHandler(for: presenter).onNoMatch(.presentError)
        handler.actionTimeout = .seconds(Int64.max)
        let handling = Task { await handler.handle(AppError.offline) }
        #expect(await eventually { presenter.visibleAlert != nil })
        let button = try #require(presenter.visibleAlert?.actions.first?.title)
        presenter.tap(button)
        #expect(await handling.value.actionCount == 1)
    }

    @Test func aRetryPolicyAllowedToWaitInt64MaxSecondsCanBeCancelledWhileItWaits() async {
        let policy = RetryPolicy(
            maxAttempts: 2, backoff: .constant(.seconds(1)), jitter: .none,
            maximumRetryAfter: .seconds(Int64.max), shouldRetry: { _ in true })
        let attempts = Locked(0)
        let run = Task {
            try await policy.run {
                attempts.withLock { $0 += 1 }
                throw AppError.rateLimited(retryAfter: .seconds(Int64.max))
            }
        }
        // Cancelled while it waits the Retry-After of its first attempt.
        #expect(await eventually { attempts.withLock { $0 } == 1 })
        try? await Task.sleep(for: .milliseconds(100))
        run.cancel()
        let result = await run.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(attempts.withLock { $0 } == 1)
    }
}
