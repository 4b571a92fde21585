import Foundation
import Testing

@testable import ErrorHandlingTerminal

/// The terminal's prompts are texts an app can replace as any other: in a language the package
/// ships and in one it does not, with their placeholders filled and their controls removed.
@Suite("Terminal prompts an app overrides")
struct TerminalTextOverrideTests {
    static let swedish = Locale(identifier: "sv-FI")
    static let german = Locale(identifier: "de")

    private func withOwnTexts(_ body: () -> Void) {
        ErrorLocalization.$state.withValue(LocalizationState(), operation: body)
    }

    private func alert(buttons: [String]) -> ErrorPresentation {
        ErrorPresentation(
            title: "Offline", buttons: buttons.map { ErrorPresentation.Button(title: $0) },
            error: AppError.offline)
    }

    @Test func anAlertAsksWithTheAppsPromptsInALanguageThePackageDoesNotShip() {
        withOwnTexts {
            ErrorLocalization.override(.terminalPrompt, with: "Välj 1–%@: ", for: "sv")
            ErrorLocalization.override(
                .terminalInvalidChoice, with: "Skriv ett tal från 1 till %@.", for: "sv")
            let terminal = ScriptedTerminal(answers: ["9", "2"])
            let chosen = terminal.presenter().prompting(in: Self.swedish).show(alert(buttons: ["Ja", "Nej"]))
            #expect(chosen?.title == "Nej")
            #expect(
                terminal.text
                    == "Offline\n\n1) Ja\n2) Nej\nVälj 1–2: Skriv ett tal från 1 till 2.\nVälj 1–2: ")
        }
    }

    @Test func theReturnPromptAndTheCountdownAreTheAppsInGerman() {
        withOwnTexts {
            ErrorLocalization.override(.terminalReturnPrompt, with: "Eingabe für „%@“: ", for: "de")
            ErrorLocalization.override(
                .terminalRetryCountdown, with: "Versuch %2$@/%3$@ in %1$@ s", for: "de")
            let terminal = ScriptedTerminal(answers: [""])
            terminal.presenter().prompting(in: Self.german).show(alert(buttons: ["OK"]))
            #expect(terminal.text.hasSuffix("1) OK\nEingabe für „OK“: "))
            let retry = RetryProgress(
                id: UUID(), title: "", error: AppError.offline, attempt: 2, maxAttempts: 3,
                phase: .waiting(.seconds(4)))
            let style = TerminalStyle(width: 80, isRich: false, locale: Self.german)
            #expect(style.retryCountdown(seconds: 4, of: retry) == "Versuch 2/3 in 4 s\n")
        }
    }

    @Test func aPromptWithAnEscapeSequenceReachesTheTerminalWithoutIt() {
        withOwnTexts {
            ErrorLocalization.override(
                .terminalPrompt, with: "\u{1B}]0;owned\u{07}\u{1B}[2JVälj %@: ", for: "sv")
            let terminal = ScriptedTerminal(answers: ["1"])
            terminal.presenter().prompting(in: Self.swedish).show(alert(buttons: ["Ja", "Nej"]))
            #expect(terminal.text.hasSuffix("2) Nej\nVälj 2: "))
            #expect(!terminal.text.contains("\u{1B}"))
        }
    }
}
