import ErrorHandling
import ErrorHandlingTerminal
import Foundation

/// Where the answers to the alerts come from: the keyboard at a terminal, else a script that
/// echoes each answer so the transcript reads like a session.
struct ScriptedInput: Sendable {
    private let answers: Locked<[String]>
    let isInteractive: Bool

    init(script: [String], isInteractive: Bool = isatty(STDIN_FILENO) == 1) {
        answers = Locked(script)
        self.isInteractive = isInteractive
    }

    /// The next answer; `nil` at the end of the script or of input.
    func readLine() -> String? {
        if isInteractive {
            return TerminalLineReader.standardInput.readLine()
        }
        let answer = answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        print(answer ?? "")
        return answer
    }
}
