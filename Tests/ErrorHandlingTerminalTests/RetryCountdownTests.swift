import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandlingTerminal

@Suite("RetryCountdown")
@MainActor
struct RetryCountdownTests {
    private let output = Locked("")
    private let clock = ManualClock()
    private let retryID = UUID()

    private var text: String { output.withLock { $0 } }

    private func countdown(rich: Bool, width: Int = 80) -> RetryCountdown {
        RetryCountdown(
            style: TerminalStyle(width: width, isRich: rich), clock: clock,
            write: { [output] text in output.withLock { $0 += text } })
    }

    private func retry(attempt: Int = 2, _ phase: RetryProgress.Phase) -> RetryProgress {
        RetryProgress(
            id: retryID, title: "Offline", error: AppError.offline, attempt: attempt, maxAttempts: 3,
            phase: phase)
    }

    @Test func plainOutputWritesExactlyOneLinePerWait() {
        let countdown = countdown(rich: false)
        countdown.show([retry(attempt: 2, .waiting(.seconds(5)))])
        countdown.show([retry(attempt: 2, .waiting(.seconds(5)))])
        countdown.show([retry(attempt: 2, .running)])
        countdown.show([retry(attempt: 3, .waiting(.seconds(5)))])
        countdown.show([])
        #expect(text == "Retrying in 5 s (attempt 2 of 3)…\nRetrying in 5 s (attempt 3 of 3)…\n")
        #expect(clock.sleeperCount == 0)
    }

    @Test func secondsAreRoundedUp() {
        countdown(rich: false).show([retry(.waiting(.milliseconds(2_100)))])
        #expect(text == "Retrying in 3 s (attempt 2 of 3)…\n")
    }

    @Test(arguments: [false, true])
    func aWaitShorterThanASecondShowsNothing(rich: Bool) {
        let countdown = countdown(rich: rich)
        countdown.show([retry(.waiting(.milliseconds(999)))])
        countdown.show([retry(.running)])
        #expect(text.isEmpty)
        #expect(clock.sleeperCount == 0)
    }

    @Test func richCountdownRewritesItsLineEachSecondAndIsErasedWhenTheAttemptStarts() async {
        let countdown = countdown(rich: true)
        countdown.show([retry(.waiting(.milliseconds(2_500)))])
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(500))
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        countdown.show([retry(.running)])
        #expect(
            text
                == "\rRetrying in 3 s (attempt 2 of 3)…\u{1B}[K"
                + "\rRetrying in 2 s (attempt 2 of 3)…\u{1B}[K"
                + "\rRetrying in 1 s (attempt 2 of 3)…\u{1B}[K"
                + "\r\u{1B}[K")
        #expect(clock.sleeperCount == 0)
    }

    @Test func aRichCountdownKeepsToOneLineOfANarrowTerminal() async {
        let countdown = countdown(rich: true, width: 20)
        countdown.show([retry(.waiting(.seconds(3)))])
        await clock.waitForSleepers()
        countdown.show([])
        #expect(text == "\rRetrying in 3 s\u{1B}[K\r\u{1B}[K")
    }

    @Test func theNewestWaitingRetryIsShown() {
        let older = RetryProgress(
            id: UUID(), title: "Sync", error: AppError.timeout, attempt: 3, maxAttempts: 4,
            phase: .waiting(.seconds(9)))
        countdown(rich: false).show([older, retry(.waiting(.seconds(2)))])
        #expect(text == "Retrying in 2 s (attempt 2 of 3)…\n")
    }

    @Test func aWaitShownAgainAfterANewerOneIsNotAnnouncedTwice() {
        let older = RetryProgress(
            id: UUID(), title: "Sync", error: AppError.timeout, attempt: 3, maxAttempts: 4,
            phase: .waiting(.seconds(9)))
        let countdown = countdown(rich: false)
        countdown.show([older])
        countdown.show([older, retry(.waiting(.seconds(2)))])
        countdown.show([older, retry(.running)])
        #expect(text == "Retrying in 9 s (attempt 3 of 4)…\nRetrying in 2 s (attempt 2 of 3)…\n")
    }

    @Test func aWaitTooLongForAnyClockIsCountedWithoutTrapping() async {
        let countdown = countdown(rich: true)
        countdown.show([retry(.waiting(.seconds(Int64.max) * 10))])
        await clock.waitForSleepers()
        countdown.show([])
        #expect(text.hasPrefix("\rRetrying in 4294967296 s (attempt 2 of 3)…"))
    }

    @Test func followingACenterEndsAndErasesTheCountdownWhenCancelled() async {
        let countdown = countdown(rich: true)
        let center = ErrorCenter(clock: clock)
        let follower = Task { await countdown.follow(center) }
        await Task.yield()
        follower.cancel()
        await follower.value
        #expect(text.isEmpty)
    }

    @Test(arguments: ErrorLocalization.builtInLanguages)
    func everyLanguageCountsDownWithTheSecondsAndTheAttempts(language: String) {
        let locale = Locale(identifier: language)
        let countdown = ErrorTextKey.terminalRetryCountdown.localized(for: locale)
        #expect(["%1$@", "%2$@", "%3$@"].allSatisfy { countdown.components(separatedBy: $0).count == 2 })
        #expect(
            ErrorTextKey.terminalReturnPrompt.localized(for: locale).components(separatedBy: "%@").count
                == 2)
    }
}
