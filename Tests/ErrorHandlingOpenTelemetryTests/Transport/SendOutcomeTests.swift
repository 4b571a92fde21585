import ErrorHandling
import Foundation
import Testing

@testable import ErrorHandlingOpenTelemetry

@Suite struct SendOutcomeTests {
    private let policy = RetryPolicy(
        backoff: .constant(.seconds(2)), jitter: .none, maximumRetryAfter: .seconds(300))

    private func outcome(_ status: Int, retryAfter: String? = nil, body: [UInt8] = [])
        -> ExportState.SendOutcome
    {
        ExportState.SendOutcome(
            .response(status: status, retryAfter: retryAfter, body: body), policy: policy, attempt: 1)
    }

    @Test func theRetryableStatusesWaitTheServersRetryAfterCappedAsTheRetryPolicyCapsIt() {
        for status in [429, 502, 503, 504] {
            #expect(outcome(status, retryAfter: "7") == .retry(after: .seconds(7)))
            #expect(outcome(status) == .retry(after: .seconds(2)))
            #expect(outcome(status, retryAfter: "9223372036854775807") == .retry(after: .seconds(300)))
            #expect(
                outcome(status, retryAfter: "Fri, 31 Dec 9999 23:59:59 GMT") == .retry(after: .seconds(300)))
        }
    }

    @Test func aRedirectIsAFailureTriedAgainAndOtherErrorsRefuseTheBatch() {
        #expect(outcome(307) == .retry(after: .seconds(2)))
        #expect(outcome(308) == .retry(after: .seconds(2)))
        for status in [400, 401, 403, 404, 413, 500] {
            #expect(outcome(status) == .refused)
        }
        let failure = ExportState.SendOutcome(.failed(URLError(.timedOut)), policy: policy, attempt: 1)
        #expect(failure == .retry(after: .seconds(2)))
    }

    @Test func aRetryAfterOfZeroOrInThePastWaitsAtLeastTheFirstBackOff() {
        for retryAfter in ["0", "-5", "Wed, 21 Oct 2015 07:28:00 GMT"] {
            #expect(outcome(503, retryAfter: retryAfter) == .retry(after: .seconds(2)))
        }
        let exponential = RetryPolicy(
            backoff: .exponential(initial: .seconds(1), multiplier: 2, maximum: .seconds(60)), jitter: .full)
        let answer = OTLPTransport.Answer.response(status: 429, retryAfter: "0", body: [])
        for attempt in 1...5 {
            guard
                case .retry(let delay) = ExportState.SendOutcome(
                    answer, policy: exponential, attempt: attempt)
            else {
                Issue.record("a 429 is not tried again")
                continue
            }
            #expect(delay >= .seconds(1))
        }
    }

    @Test func anAcceptanceWithAnUnreadableBodyRejectsNothing() {
        #expect(outcome(200, body: Array(repeating: 0xFF, count: 100)) == .accepted(rejected: 0))
    }
}
