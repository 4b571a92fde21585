import ErrorHandlingTerminal
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("TerminalPresenter counts down a center's retries")
@MainActor
struct TerminalRetryCountdownTests {
    private let clock = ManualClock()
    private let attempts = Locked(0)

    /// A center whose retry waits three seconds between its two attempts, holding one report
    /// whose retry always fails.
    private func centerWithAFailingRetry() -> ErrorCenter {
        let center = ErrorCenter(
            retryPolicy: RetryPolicy(maxAttempts: 2, backoff: .constant(.seconds(3)), jitter: .none),
            clock: clock)
        let attempts = attempts
        center.report(
            URLError(.notConnectedToInternet),
            retry: {
                attempts.withLock { $0 += 1 }
                throw URLError(.notConnectedToInternet)
            })
        return center
    }

    @Test func plainOutputAnnouncesTheWaitOnceThenEndOfInputCancelsTheReReportedAlert() async {
        let center = centerWithAFailingRetry()
        let terminal = ScriptedTerminal(answers: ["1"])
        let presenting = Task { await terminal.presenter().present(center) }
        await clock.waitForSleepers()
        #expect(center.retries.map(\.phase) == [.waiting(.seconds(3))])
        clock.advance(by: .seconds(3))
        await presenting.value

        #expect(terminal.text.components(separatedBy: "Retrying in 3 s (attempt 2 of 2)…\n").count == 2)
        #expect(terminal.text.components(separatedBy: "1) Retry\n2) Cancel\n").count == 3)
        #expect(terminal.text.hasSuffix("Choose 1–2: \n"))
        #expect(attempts.withLock { $0 } == 2)
        #expect(center.current == nil)
        #expect(center.pending.isEmpty)
        #expect(center.retries.isEmpty)
    }

    @Test func richOutputRewritesTheCountdownEachSecondAndErasesItBeforeTheNextAlert() async throws {
        let center = centerWithAFailingRetry()
        let terminal = ScriptedTerminal(answers: ["1"])
        let presenting = Task { await terminal.presenter(colors: true).present(center) }
        // The retry's back-off and the countdown's tick.
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await presenting.value

        let countdown = try #require(terminal.text.firstRange(of: "\rRetrying in 3 s"))
        let rest = terminal.text[countdown.lowerBound...]
        #expect(
            rest.hasPrefix(
                "\rRetrying in 3 s (attempt 2 of 2)…\u{1B}[K"
                    + "\rRetrying in 2 s (attempt 2 of 2)…\u{1B}[K"
                    + "\rRetrying in 1 s (attempt 2 of 2)…\u{1B}[K"
                    + "\r\u{1B}[K╭"))
        #expect(attempts.withLock { $0 } == 2)
        #expect(center.current == nil)
        #expect(clock.sleeperCount == 0)
    }
}
