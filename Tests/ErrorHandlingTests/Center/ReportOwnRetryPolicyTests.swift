import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// A report that carries its own retry policy: it decides the Retry offer and the runs in place
/// of the center's; `RetryPolicy.once` runs the work once per tap on Retry.
@Suite("A report's own retry policy", .timeLimit(.minutes(10)))
@MainActor
struct ReportOwnRetryPolicyTests {
    private let retryTitle = StandardButtonTitle.retry.localized()

    private func center(
        policy: RetryPolicy = RetryPolicy(maxAttempts: 5, backoff: .constant(.zero), jitter: .none),
        connectivity: ManualConnectivity? = nil
    ) -> ErrorCenter {
        ErrorCenter(
            handler: ErrorHandler(translator: .standard).onNoMatch(.presentError), retryPolicy: policy,
            clock: ManualClock(), connectivity: connectivity)
    }

    private func tapRetry(on center: ErrorCenter) async throws {
        let retry = try #require(center.current?.buttons.first)
        #expect(retry.title == retryTitle)
        await center.dismiss(choosing: retry.id)
    }

    @Test func onceRunsTheWorkOncePerTapAndShowsTheAlertAgainAfterAFailure() async throws {
        let center = center()
        let payment = ScriptedOperation(alwaysFailingWith: URLError(.timedOut))
        center.report(URLError(.timedOut), retryPolicy: .once, retry: { try payment() })

        try await tapRetry(on: center)
        #expect(payment.runs.value == 1)
        #expect(center.currentError == .timeout)

        try await tapRetry(on: center)
        #expect(payment.runs.value == 2)
        #expect(center.currentError == .timeout)
        #expect(center.retries.isEmpty)
    }

    @Test func onceEndsQuietlyWhenTheRunSucceeds() async throws {
        let center = center()
        let payment = ScriptedOperation(failing: [])
        center.report(URLError(.timedOut), retryPolicy: .once, retry: { try payment() })
        try await tapRetry(on: center)
        #expect(payment.runs.value == 1)
        #expect(center.current == nil)
    }

    @Test func attemptRunsItsRetryUnderItsOwnPolicy() async throws {
        let center = center()
        let payment = ScriptedOperation(alwaysFailingWith: URLError(.timedOut))
        let value: Void? = await center.attempt(retryPolicy: .once) { try payment() }
        #expect(value == nil)
        try await tapRetry(on: center)
        #expect(payment.runs.value == 2)
        #expect(center.current != nil)
    }

    @Test func aReportsOwnPolicyWinsOverTheCentersForTheRuns() async throws {
        let center = center(policy: RetryPolicy(maxAttempts: 1))
        let work = ScriptedOperation(alwaysFailingWith: URLError(.timedOut))
        let own = RetryPolicy(maxAttempts: 3, backoff: .constant(.zero), jitter: .none)
        center.report(URLError(.timedOut), retryPolicy: own, retry: { try work() })
        try await tapRetry(on: center)
        #expect(work.runs.value == 3)
    }

    @Test func aReportsOwnPolicyWinsOverTheCentersForTheOffer() throws {
        let refusing = center(policy: RetryPolicy(shouldRetry: { _ in false }))
        refusing.report(
            AppError.forbidden, retryPolicy: RetryPolicy(shouldRetry: { _ in true }), retry: {})
        #expect(refusing.current?.buttons.first?.title == retryTitle)

        let accepting = center(policy: RetryPolicy(shouldRetry: { _ in true }))
        accepting.report(
            AppError.forbidden, retryPolicy: RetryPolicy(shouldRetry: { _ in false }),
            retry: { Issue.record("nothing should retry") })
        #expect(accepting.current?.buttons.map(\.title) == [StandardButtonTitle.ok.localized()])
    }

    /// Back online, the center takes down the alerts that said they would retry, choosing
    /// Retry, in the same step as it learns the news; an alert under `once` never says so and
    /// stays for the person.
    @Test func onceIsNeverRunUnaskedWhenTheDeviceIsBackOnline() async throws {
        let connectivity = ManualConnectivity(.offline)
        let center = center(connectivity: connectivity)
        await waitUntil { center.knownConnectivity == .offline }
        let payment = ScriptedOperation(failing: [])
        center.report(URLError(.notConnectedToInternet), retryPolicy: .once, retry: { try payment() })
        let alert = try #require(center.current)
        let promise = ErrorTextKey.retriesWhenOnline.localized(for: ErrorLocalization.locale)
        #expect(alert.message?.contains(promise) == false)

        connectivity.set(.online)
        await waitUntil { center.knownConnectivity == .online }
        #expect(center.current?.id == alert.id)
        #expect(payment.runs.value == 0)
    }

    @Test func reportErrorPassesItsPolicyToTheCenter() async throws {
        let center = center()
        let action = ReportErrorAction(center: center, handler: center.handler)
        let payment = ScriptedOperation(alwaysFailingWith: URLError(.timedOut))
        action(URLError(.timedOut), retryPolicy: .once, retry: { try payment() })
        try await tapRetry(on: center)
        #expect(payment.runs.value == 1)
        #expect(center.current != nil)
    }
}
