import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorHandler presenting alerts")
struct ErrorHandlerPresentationTests {
    @Test func confirmableAlertIsPresentedWithTheErrorAndContinuesTheChainOnTap() throws {
        let presenter = RecordingPresenter()
        let log = EventLog()
        let handler = ErrorHandler(for: presenter)
            .on(
                error: .type(NetworkError.self),
                then: .present(
                    alert: ConfirmableAlert(
                        title: "Offline", message: "Check the connection.", confirmTitle: "OK",
                        confirmAction: { error in log.append("confirmed \(error)") }
                    )
                )
            )
            .always(
                .perform { _, done in
                    log.append("always")
                    done?()
                })

        handler.handle(error: NetworkError.noInternet, onCompleted: { log.append("done") })

        let alert = try #require(presenter.visibleAlert)
        #expect(alert.title == "Offline")
        #expect(alert.message == "Check the connection.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.error as? NetworkError == .noInternet)
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(log.all.isEmpty)

        presenter.tap("OK")

        #expect(log.all == ["confirmed noInternet", "always", "done"])
        #expect(presenter.visibleAlert == nil)
    }

    @Test func rejectableAlertRunsTheChosenSideOnly() {
        let presenter = RecordingPresenter()
        let log = EventLog()
        let handler = ErrorHandler(for: presenter)
            .on(
                error: .type(NetworkError.self),
                then: .present(
                    alert: RejectableAlert(
                        title: "Sign out?", confirmTitle: "Yes", rejectTitle: "No",
                        confirmAction: { _ in log.append("yes") }, rejectAction: { _ in log.append("no") }
                    )
                )
            )

        handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })
        #expect(presenter.visibleAlert?.actions.map(\.style) == [.default, .cancel])
        presenter.tap("No")

        #expect(log.all == ["no", "done"])
    }

    @Test func presentWithoutAViewCompletesAtOnce() {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: .present(alert: ConfirmableAlert(title: "T", confirmTitle: "OK")))

        let handled = handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })

        #expect(handled)
        #expect(log.all == ["done"])
    }

    @Test func alertReleasedWithoutATapCompletesItsStep() {
        let view = ForgetfulView()
        let log = EventLog()
        let handler = ErrorHandler(for: view)
            .on(
                error: .type(NetworkError.self),
                then: .present(alert: ConfirmableAlert(title: "Gone", confirmTitle: "OK")))

        handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })

        #expect(view.titles.withLock { $0 } == ["Gone"])
        #expect(log.all == ["done"])
    }

    @Test func tappingAfterTheAlertWasReleasedDoesNotCompleteTwice() {
        let presenter = RecordingPresenter()
        let log = EventLog()
        let handler = ErrorHandler(for: presenter)
            .on(
                error: .type(NetworkError.self),
                then: .present(alert: ConfirmableAlert(title: "T", confirmTitle: "OK")))

        handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })
        presenter.tap("OK")
        presenter.removeAll()

        #expect(log.all == ["done"])
    }

    @Test func buttonHandlersLiveExactlyAsLongAsTheAlert() {
        weak var weakAction: AlertAction?
        var alert: AlertController? = ConfirmableAlert(title: "T", confirmTitle: "OK")
            .build(for: NetworkError.timeout, onCompleted: nil)
        weakAction = alert?.actions.first
        #expect(weakAction != nil)
        alert = nil
        #expect(weakAction == nil)
    }

    @Test func handlerHoldsAClassViewWeakly() {
        weak var weakPresenter: RecordingPresenter?
        var handler: ErrorHandler?
        do {
            let presenter = RecordingPresenter()
            weakPresenter = presenter
            handler = ErrorHandler(for: presenter)
        }
        #expect(weakPresenter == nil)
        #expect(handler?.handle(error: NetworkError.timeout, onCompleted: nil) == false)
    }

    @Test func viewControllerKeepingItsHandlerInALazyVarIsReleased() {
        final class ScreenController: ErrorHandlerView {
            lazy var errorHandler = ErrorHandler(for: self)
                .on(
                    error: .type(NetworkError.self),
                    then: .present(alert: ConfirmableAlert(title: "T", confirmTitle: "OK")))
            func present(alert: AlertController) {}
        }
        weak var weakScreen: ScreenController?
        do {
            let screen = ScreenController()
            weakScreen = screen
            screen.errorHandler.handle(error: NetworkError.timeout)
        }
        #expect(weakScreen == nil)
    }

    @Test func valueTypeViewIsKeptAndUsed() {
        let log = EventLog()
        let handler = ErrorHandler(for: ValueView(log: log))
            .on(
                error: .type(NetworkError.self),
                then: .present(alert: ConfirmableAlert(title: "Hi", confirmTitle: "OK")))

        handler.handle(error: NetworkError.timeout)

        #expect(log.all == ["presented Hi"])
    }

    @Test func viewReleasedMidChainMakesLaterPresentationsCompleteAtOnce() {
        let log = EventLog()
        var presenter: RecordingPresenter? = RecordingPresenter()
        let handler = ErrorHandler(for: presenter)
            .on(
                error: .type(NetworkError.self),
                then: .present(alert: ConfirmableAlert(title: "1", confirmTitle: "OK"))
            )
            .always(.present(alert: ConfirmableAlert(title: "2", confirmTitle: "OK")))

        handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })
        let alert = presenter?.visibleAlert
        presenter = nil
        alert?.actions.first?.perform()

        #expect(log.all == ["done"])
    }
}
