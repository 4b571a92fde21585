import ErrorHandling
import Foundation

/// Shows alerts as plain text and answers them: from the keyboard when a person is at the
/// terminal, from the script otherwise (so the demo runs unattended in CI).
final class DemoPresenter: ErrorHandlerView {
    private var scriptedAnswers: [String]
    private let isInteractive: Bool

    init(scriptedAnswers: [String], isInteractive: Bool = isatty(STDIN_FILENO) == 1) {
        self.scriptedAnswers = scriptedAnswers
        self.isInteractive = isInteractive
    }

    func present(alert: AlertController) {
        print("  ┌ \(alert.title ?? "")")
        if let message = alert.message {
            print("  │ \(message)")
        }
        for (number, action) in alert.actions.enumerated() {
            print("  │ [\(number + 1)] \(action.title ?? "")")
        }
        let chosen = choose(from: alert.actions)
        print("  └ chose \"\(chosen?.title ?? "")\"")
        chosen?.perform()
    }

    private func choose(from actions: [AlertAction]) -> AlertAction? {
        if isInteractive {
            while true {
                print("  > ", terminator: "")
                guard let line = readLine() else { break }
                if let number = Int(line), actions.indices.contains(number - 1) {
                    return actions[number - 1]
                }
                print("  Type a number from 1 to \(actions.count).")
            }
        }
        let scripted = scriptedAnswers.isEmpty ? nil : scriptedAnswers.removeFirst()
        return actions.first { $0.title == scripted } ?? actions.first
    }
}
