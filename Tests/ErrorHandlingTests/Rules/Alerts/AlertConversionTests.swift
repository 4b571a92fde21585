import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorPresentation and AlertController convert both ways", .timeLimit(.minutes(10)))
struct AlertConversionTests {
    struct Failure: Error {}

    @Test func anAlertControllerShowsAPresentationsTextStyleButtonsAndError() {
        let presentation = ErrorPresentation(
            title: "Delete failed",
            message: "The file is locked.",
            buttons: [
                ErrorPresentation.Button(title: "Force", role: .destructive),
                ErrorPresentation.Button(title: "Cancel", role: .cancel),
            ],
            style: .actionSheet,
            error: AppError.forbidden)

        let alert = AlertController(presentation: presentation)

        #expect(alert.title == "Delete failed")
        #expect(alert.message == "The file is locked.")
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.title) == ["Force", "Cancel"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(alert.error as? AppError == .forbidden)
    }

    @Test func tappingTheAlertsButtonRunsThePresentationButtonsAction() async {
        let presenter = RecordingPresenter()
        await confirmation { tapped in
            await withCheckedContinuation { continuation in
                let button = ErrorPresentation.Button(title: "Retry") {
                    tapped()
                    continuation.resume()
                }
                let presentation = ErrorPresentation(title: "Failed", buttons: [button], error: Failure())
                presenter.present(alert: AlertController(presentation: presentation))
                presenter.tap("Retry")
            }
        }
    }

    @Test func anAlertBuiltFromAPresentationInsideAnErrorAlertLetsTheChainGoOnWhenReleased() {
        struct PresentationAlert: ErrorAlert {
            func build(for error: any Error, onCompleted: OnErrorHandled) -> AlertController {
                AlertController(presentation: ErrorPresentation(error: error))
            }
        }
        let presenter = RecordingPresenter()
        let completed = Locked(false)
        ErrorHandler(for: presenter)
            .onNoMatch(.present(alert: PresentationAlert()))
            .handle(error: Failure(), onCompleted: { completed.withLock { $0 = true } })

        presenter.tap("OK")
        #expect(completed.withLock { $0 } == false)
        presenter.removeAll()
        #expect(completed.withLock { $0 } == true)
    }

    @Test func aPresentationShowsAnAlertsTextStyleButtonsAndError() throws {
        let presenter = RecordingPresenter()
        ErrorHandler(for: presenter)
            .on(
                error: .type(Failure.self),
                then: .present(
                    alert: RejectableAlert(
                        title: "Sign in again?", message: "Your session ended.", confirmTitle: "Sign In",
                        rejectTitle: "Cancel"))
            )
            .handle(error: Failure())
        let alert = try #require(presenter.visibleAlert)

        let presentation = ErrorPresentation(alert: alert)

        #expect(presentation.title == "Sign in again?")
        #expect(presentation.message == "Your session ended.")
        #expect(presentation.style == .alert)
        #expect(presentation.buttons.map(\.title) == ["Sign In", "Cancel"])
        #expect(presentation.buttons.map(\.role) == [.default, .cancel])
        #expect(presentation.error is Failure)
    }

    @Test func aPresentationsButtonRunsTheAlertActionsHandlerOnTheMainActor() async {
        // The main actor runs its jobs on the main dispatch queue; on Linux that queue is not
        // always drained by the main thread, so the queue is recognized by a marker instead.
        let marker = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: marker, value: true)
        let ranOnMainThread = Locked<[Bool]>([])
        let alert = AlertController(title: "Failed", message: nil, preferredStyle: .alert)
        alert.addAction(
            AlertAction(title: "OK", style: .default) { _ in
                ranOnMainThread.withLock { $0.append(DispatchQueue.getSpecific(key: marker) ?? false) }
            })

        let presentation = ErrorPresentation(alert: alert)
        await presentation.buttons[0].action()

        #expect(ranOnMainThread.withLock { $0 } == [true])
    }

    @Test func aHandlingChainWaitsForTheButtonOfAnAlertTurnedIntoAPresentation() async {
        let presenter = RecordingPresenter()
        let completed = Locked(false)
        let handler = ErrorHandler(for: presenter)
            .on(
                error: .type(Failure.self),
                then: .present(alert: ConfirmableAlert(title: "Failed", confirmTitle: "OK")))
        handler.handle(error: Failure(), onCompleted: { completed.withLock { $0 = true } })
        guard let alert = presenter.visibleAlert else {
            Issue.record("No alert was presented")
            return
        }
        let presentation = ErrorPresentation(alert: alert)
        presenter.removeAll()

        #expect(completed.withLock { $0 } == false)
        await presentation.buttons[0].action()
        #expect(completed.withLock { $0 } == true)
    }

    @Test func stylesMapBothWays() {
        #expect(PresentationStyle(AlertControllerStyle.alert) == .alert)
        #expect(PresentationStyle(AlertControllerStyle.actionSheet) == .actionSheet)
        #expect(AlertControllerStyle(PresentationStyle.actionSheet) == .actionSheet)
        #expect(AlertControllerStyle(PresentationStyle.alert) == .alert)
        #expect(AlertControllerStyle(PresentationStyle.toast(duration: .seconds(2))) == .alert)
        #expect(AlertControllerStyle(PresentationStyle.inline(field: "email")) == .alert)
    }

    @Test func anAlertActionsStyleIsTheButtonRoleUnderItsOldName() {
        let styles: [AlertActionStyle] = [.default, .cancel, .destructive]
        let roles: [ErrorPresentation.Button.Role] = styles
        #expect(roles == [.default, .cancel, .destructive])
        #expect(AlertAction(title: "Delete", style: .destructive, handler: nil).style == .destructive)
    }
}
