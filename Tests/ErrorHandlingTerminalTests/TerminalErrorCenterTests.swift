import ErrorHandlingTerminal
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("TerminalPresenter with ErrorCenter")
@MainActor
struct TerminalErrorCenterTests {
    @Test func showsEveryQueuedAlertInOrderAndDismissesEachWithTheChosenButton() async {
        let terminal = ScriptedTerminal(answers: ["1", "1"])
        let center = ErrorCenter()
        center.report(AppError.offline)
        center.report(AppError.notFound)

        await terminal.presenter().present(center)

        let text = terminal.text
        let offline = text.range(of: AppError.offline.userMessage)
        let notFound = text.range(of: AppError.notFound.userMessage)
        #expect(offline != nil && notFound != nil)
        if let offline, let notFound {
            #expect(offline.lowerBound < notFound.lowerBound)
        }
        #expect(center.current == nil)
        #expect(center.pending.isEmpty)
        #expect(center.statistics.presented == 2)
    }

    @Test func coalescedReportsShowOnceWithTheirCount() async {
        let terminal = ScriptedTerminal(answers: ["1"])
        let center = ErrorCenter()
        for _ in 0..<20 {
            center.report(AppError.serverError)
        }
        await terminal.presenter().present(center)
        #expect(terminal.text.contains("(×20)"))
        #expect(terminal.text.components(separatedBy: AppError.serverError.userMessage).count == 2)
    }

    @Test func theChosenButtonsActionRunsBeforeTheNextAlert() async {
        let terminal = ScriptedTerminal(answers: ["1"])
        let center = ErrorCenter()
        let ran = Locked(false)
        center.handle(
            AppError.offline,
            displayType: .alert(.retry({ ran.withLock { $0 = true } }, buttonTitle: "Again")))
        await terminal.presenter().present(center)
        #expect(ran.withLock { $0 })
        #expect(center.current == nil)
    }

    @Test func aOneButtonRetryAlertAtEndOfInputClosesWithoutRetrying() async {
        let terminal = ScriptedTerminal(answers: [])
        let center = ErrorCenter(clock: ManualClock())
        let retries = Locked(0)
        // A Retry that fails shows the alert again, so choosing it at end of input would loop;
        // bounded so the old behaviour fails this test instead of hanging.
        @Sendable func presentRetryAlert() {
            (center as any ErrorHandlerView).present(
                ErrorPresentation(
                    title: "Offline", message: nil,
                    buttons: [
                        .init(title: "Retry") {
                            if retries.withLock({
                                $0 += 1
                                return $0
                            }) < 5 {
                                presentRetryAlert()
                            }
                        }
                    ],
                    error: AppError.offline))
        }
        presentRetryAlert()

        await terminal.presenter().present(center)

        #expect(retries.withLock { $0 } == 0)
        #expect(center.current == nil)
        #expect(terminal.text == "Offline\n\n1) Retry\nPress Return for Retry: \n")
    }

    @Test func toastsPrintOnceAndInlineMessagesPrintUnderTheirFieldThenClear() async {
        let terminal = ScriptedTerminal(answers: [])
        let center = ErrorCenter(clock: ManualClock())
        center.report(AppError.offline, style: .toast(duration: .seconds(3)))
        center.report(AppError.wrongPassword, style: .inline(field: "Password"))
        let presenter = terminal.presenter()

        await presenter.present(center)
        await presenter.present(center)

        #expect(terminal.text.components(separatedBy: AppError.offline.userMessage).count == 2)
        #expect(terminal.text.contains("Password\n  ! " + AppError.wrongPassword.userMessage))
        #expect(center.inlineMessages.isEmpty)
    }
}
