import ErrorHandlingTesting
import Testing

@Suite("RecordingPresenter expectations")
struct RecordingPresenterExpectationTests {
    enum SampleError: Error { case failed }

    private func presenterShowingAnAlert() -> RecordingPresenter {
        let presenter = RecordingPresenter()
        ErrorHandler(for: presenter)
            .on(
                error: .type(SampleError.self),
                then: .present(alert: ConfirmableAlert(title: "Saved", confirmTitle: "OK"))
            )
            .handle(error: SampleError.failed)
        return presenter
    }

    @Test func expectPresentedPassesAndReturnsTheAlertOnScreen() {
        let presenter = presenterShowingAnAlert()
        #expect(presenter.expectPresented("Saved")?.actions.map(\.title) == ["OK"])
    }

    @Test func expectPresentedSaysWhatWasPresentedInstead() {
        let presenter = presenterShowingAnAlert()
        withKnownIssue {
            presenter.expectPresented("Deleted")
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("\"Deleted\"") && text.contains("\"Saved\"")
        }
    }

    @Test func expectNoPresentationFailsWhileAnAlertIsOnScreen() {
        let presenter = presenterShowingAnAlert()
        withKnownIssue {
            presenter.expectNoPresentation()
        } matching: { issue in
            String(describing: issue).contains("\"Saved\"")
        }
        presenter.tap("OK")
        presenter.expectNoPresentation()
    }

    @Test func presentationsAreTheAlertsAsValues() {
        let presenter = presenterShowingAnAlert()
        let presentation = presenter.presentations.first
        #expect(presentation?.title == "Saved")
        #expect(presentation?.buttons.map(\.title) == ["OK"])
        #expect(presentation?.error is SampleError)
    }
}
