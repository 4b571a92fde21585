import ErrorHandlingTerminal
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("TerminalPresenter as the view of a handler's rules")
struct TerminalRulesPresentationTests {
    @Test func thePresentationOfTheRulesIsShownAndTheChosenButtonLetsTheChainGoOn() async {
        let terminal = ScriptedTerminal(answers: ["1"])
        let finished = Locked(0)
        await withCheckedContinuation { continuation in
            ErrorHandler(for: terminal.presenter(), translator: .standard)
                .onNoMatch(.presentError)
                .always(
                    .perform { _, onCompleted in
                        finished.withLock { $0 += 1 }
                        onCompleted?()
                    }
                )
                .handle(error: URLError(.notConnectedToInternet), onCompleted: { continuation.resume() })
        }
        #expect(terminal.text.contains(AppError.offline.userMessage))
        #expect(finished.withLock { $0 } == 1)
    }

    @Test func atEndOfInputWithoutACancelButtonTheChainGoesOnWithoutAChoice() async {
        let terminal = ScriptedTerminal(answers: [])
        let recovered = Locked(0)
        await withCheckedContinuation { continuation in
            ErrorHandler(for: terminal.presenter())
                .onNoMatch(.presentError)
                .handle(
                    error: RecoverableFailure(recovered: recovered), onCompleted: { continuation.resume() })
        }
        #expect(terminal.text.contains("Try again"))
        #expect(recovered.withLock { $0 } == 0)
    }

    /// Offers one recovery option, which counts how often it was attempted.
    struct RecoverableFailure: RecoverableError, LocalizedError {
        let recovered: Locked<Int>
        var errorDescription: String? { "Upload failed" }
        var recoveryOptions: [String] { ["Try again"] }

        func attemptRecovery(optionIndex: Int) -> Bool {
            recovered.withLock { $0 += 1 }
            return true
        }
    }
}
