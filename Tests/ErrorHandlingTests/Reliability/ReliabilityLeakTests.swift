import ErrorHandling
import ErrorHandlingTesting
import Testing

/// After use, handlers, views, alerts and centers are released: nothing in the library keeps
/// them alive.
@Suite("Reliability: leaks")
struct ReliabilityLeakTests {
    @Test func aHandlerIsReleasedAfterAChainThatPresentedAndCompleted() {
        let presenter = RecordingPresenter()
        weak var weakHandler: ErrorHandler?
        weak var weakAlert: AlertController?
        do {
            let handler = ErrorHandler(for: presenter)
                .on(
                    error: .type(NetworkError.self),
                    then: .present(alert: ConfirmableAlert(title: "T", confirmTitle: "OK"))
                )
                .always(.perform { $1?() })
            weakHandler = handler
            handler.handle(error: NetworkError.timeout)
            weakAlert = presenter.visibleAlert
            presenter.tap("OK")
        }
        presenter.removeAll()
        #expect(weakHandler == nil)
        #expect(weakAlert == nil)
    }

    @Test func aParentOutlivesItsChildrenButIsNotKeptByThem() {
        weak var weakChild: ErrorHandler?
        let parent = ErrorHandler().onNoMatch(.doNothing)
        do {
            let child = parent.child()
            weakChild = child
            child.handle(error: NetworkError.timeout)
        }
        #expect(weakChild == nil)
    }

    @Test func aViewIsReleasedWhileItsHandlerLivesOn() {
        let handler: ErrorHandler
        weak var weakView: RecordingPresenter?
        do {
            let view = RecordingPresenter()
            weakView = view
            handler = ErrorHandler(for: view).onNoMatch(.presentError)
            handler.handle(error: NetworkError.timeout)
            view.removeAll()
        }
        #expect(weakView == nil)
        #expect(!handler.handle(error: NetworkError.timeout, onCompleted: nil) || weakView == nil)
    }

    @Test func anAlertAndItsButtonsAreReleasedWithTheirPresentation() {
        weak var weakAlert: AlertController?
        weak var weakAction: AlertAction?
        do {
            let alert = ConfirmableAlert(title: "T", confirmTitle: "OK").build(for: NetworkError.timeout) {}
            weakAlert = alert
            weakAction = alert.actions.first
            let presentation = ErrorPresentation(alert: alert)
            #expect(presentation.buttons.count == 1)
        }
        #expect(weakAlert == nil)
        #expect(weakAction == nil)
    }

    @Test func anAsyncChainLeavesNothingBehind() async {
        weak var weakHandler: ErrorHandler?
        do {
            let handler = ErrorHandler()
                .on(error: .type(NetworkError.self), then: .run { _ in await Task.yield() })
                .always(.perform { $1?() })
            weakHandler = handler
            await handler.handle(NetworkError.timeout)
        }
        #expect(weakHandler == nil)
    }

    @Test @MainActor func aCenterIsReleasedAfterItsReportsWereShownAndDismissed() async {
        weak var weakCenter: ErrorCenter?
        do {
            let center = ErrorCenter(clock: ManualClock())
            weakCenter = center
            center.report(AppError.offline)
            center.report(AppError.timeout, style: .toast(duration: .seconds(1)))
            center.report(AppError.wrongPassword, style: .inline(field: "Password"))
            await center.waitUntilIdle()
            await center.dismiss(choosing: center.current?.buttons.first?.id)
        }
        #expect(weakCenter == nil)
    }
}
