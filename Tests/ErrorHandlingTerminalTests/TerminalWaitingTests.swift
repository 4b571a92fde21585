import ErrorHandlingTerminal
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("TerminalPresenter waits for an answer without holding up the main actor")
@MainActor
struct TerminalWaitingTests {
    private let answers = HeldAnswers()
    private let retried = Locked(0)

    private func presenter(waitsForNetwork: Duration? = nil) -> TerminalPresenter {
        TerminalPresenter(
            readLine: answers.readLine, write: answers.write, colors: false, waitsForNetwork: waitsForNetwork)
    }

    /// What the retry of ``offlineCenter(_:clock:)`` writes when it runs.
    private nonisolated static let retryOutput = "retry ran\n"

    /// A center that has heard it is offline, holding an offline alert whose retry counts its
    /// runs, writes ``retryOutput`` and succeeds.
    private func offlineCenter(
        _ connectivity: ManualConnectivity, clock: ManualClock = ManualClock()
    ) async -> ErrorCenter {
        let center = ErrorCenter(clock: clock, connectivity: connectivity)
        _ = await eventually { center.knownConnectivity == .offline }
        let retried = retried
        let answers = answers
        center.report(URLError(.notConnectedToInternet)) {
            retried.withLock { $0 += 1 }
            answers.write(Self.retryOutput)
        }
        return center
    }

    /// Starts showing `center`; the flag turns `true` when the presenter returns.
    private func startPresenting(_ center: ErrorCenter, with presenter: TerminalPresenter) -> Locked<Bool> {
        let finished = Locked(false)
        Task {
            await presenter.present(center)
            finished.withLock { $0 = true }
        }
        return finished
    }

    @Test func backOnlineWhileThePromptWaitsTakesTheAlertDownRetriesItAndSaysSo() async {
        let connectivity = ManualConnectivity(.offline)
        let center = await offlineCenter(connectivity)
        let finished = startPresenting(center, with: presenter())
        #expect(await eventually { answers.readsWaiting == 1 })
        #expect(answers.text.contains("This will be tried again automatically"))

        connectivity.set(.online)
        #expect(await eventually { finished.withLock { $0 } })
        #expect(retried.withLock { $0 } == 1)
        // Said before the retry writes anything of its own.
        #expect(answers.text.hasSuffix("Choose 1–2: \nBack online — trying again…\n" + Self.retryOutput))
        #expect(center.current == nil)

        // Typed after the alert went: it answers nothing.
        answers.give("2")
        #expect(await eventually { answers.readsWaiting == 0 })
        #expect(retried.withLock { $0 } == 1)
        #expect(answers.text.hasSuffix("Back online — trying again…\n" + Self.retryOutput))
    }

    @Test func aToastThatArrivesWhileThePromptWaitsPrintsAboveThePromptWrittenAgain() async {
        let center = ErrorCenter(clock: ManualClock())
        center.report(AppError.serverError)
        let finished = startPresenting(center, with: presenter())
        #expect(await eventually { answers.readsWaiting == 1 })

        center.report(AppError.offline, style: .toast(duration: .seconds(60)))
        #expect(await eventually { answers.text.contains(AppError.offline.userMessage) })
        #expect(answers.text.hasSuffix("\nPress Return for OK: "))

        answers.give("")
        #expect(await eventually { finished.withLock { $0 } })
        #expect(center.current == nil)
    }

    @Test func atTheEndOfInputAnOfflineAlertWaitsForTheNetworkAndIsRetriedWhenItComes() async {
        let connectivity = ManualConnectivity(.offline)
        let clock = ManualClock()
        let center = await offlineCenter(connectivity, clock: clock)
        let finished = startPresenting(center, with: presenter(waitsForNetwork: .seconds(300)))
        answers.give(nil)
        await clock.waitForSleepers()
        #expect(!finished.withLock { $0 })

        connectivity.set(.online)
        #expect(await eventually { finished.withLock { $0 } })
        #expect(retried.withLock { $0 } == 1)
        #expect(answers.text.hasSuffix("Back online — trying again…\n" + Self.retryOutput))
    }

    @Test func atTheEndOfInputAnOfflineAlertIsClosedWithoutRetryingOnceTheWaitIsOver() async {
        let connectivity = ManualConnectivity(.offline)
        let clock = ManualClock()
        let center = await offlineCenter(connectivity, clock: clock)
        let finished = startPresenting(center, with: presenter(waitsForNetwork: .seconds(30)))
        answers.give(nil)
        await clock.waitForSleepers()
        clock.advance(by: .seconds(30))

        #expect(await eventually { finished.withLock { $0 } })
        #expect(retried.withLock { $0 } == 0)
        #expect(answers.text.hasSuffix("Still offline after 30 s — closing without retrying.\n"))
        #expect(center.current == nil)
    }

    @Test func withoutAWaitForTheNetworkTheEndOfInputClosesAnOfflineAlertAtOnce() async {
        let connectivity = ManualConnectivity(.offline)
        let center = await offlineCenter(connectivity)
        let finished = startPresenting(center, with: presenter())
        answers.give(nil)
        #expect(await eventually { finished.withLock { $0 } })
        #expect(retried.withLock { $0 } == 0)
        #expect(center.current == nil)
    }

    @Test func askedFromTheMainActorAPresentationReturnsAtOnceAndRunsTheChosenButtonLater() async {
        let ran = Locked(false)
        presenter().present(
            ErrorPresentation(
                title: "Offline",
                buttons: [
                    .init(title: "Retry") { ran.withLock { $0 = true } },
                    .init(title: "Cancel", role: .cancel),
                ],
                error: AppError.offline),
            onMainActor: true)
        #expect(!ran.withLock { $0 })
        #expect(await eventually { answers.readsWaiting == 1 })

        answers.give("1")
        #expect(await eventually { ran.withLock { $0 } })
    }

}

@Suite("TerminalPresenter ends every prompt's line")
struct TerminalEchoTests {
    @Test func answersFromInputThatDoesNotEchoAreWrittenAfterTheirPrompt() {
        let terminal = ScriptedTerminal(answers: ["x", "2"])
        let alert = AlertController(title: "Offline", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Retry", style: .default) { _ in })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in })
        terminal.presenter().echoingAnswers().present(alert: alert)
        #expect(terminal.text.hasSuffix("Choose 1–2: x\nType a number from 1 to 2.\nChoose 1–2: 2\n"))
    }

    @Test func anEchoedAnswerCannotMoveTheCursor() {
        let terminal = ScriptedTerminal(answers: ["\u{1B}[2J2"])
        let alert = AlertController(title: "Offline", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Retry", style: .default) { _ in })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in })
        terminal.presenter().echoingAnswers().present(alert: alert)
        #expect(!terminal.text.contains("\u{1B}"))
    }

    @Test func aReadGivenUpBeforeItsLineBeginsTakesNothingFromTheInput() {
        let bytes = Locked(Array("1\n".utf8))
        let reader = TerminalLineReader(
            nextByte: { bytes.withLock { $0.isEmpty ? EOF : Int32($0.removeFirst()) } },
            waitForInput: { isAbandoned in !isAbandoned() })
        #expect(reader.read(unlessAbandoned: { true }) == .abandoned)
        #expect(bytes.withLock { $0.count } == 2)
        #expect(reader.readLine() == "1")
    }
}
