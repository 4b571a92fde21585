import ErrorHandlingTesting
import Testing

@Suite("RecordingPresenter")
struct RecordingPresenterTests {
    enum SampleError: Error { case failed }

    private func makeHandler(_ presenter: RecordingPresenter) -> ErrorHandler {
        ErrorHandler(for: presenter)
            .on(
                error: .type(SampleError.self),
                then: .present(
                    alert: RejectableAlert(title: "Retry?", confirmTitle: "Retry", rejectTitle: "Cancel"))
            )
    }

    @Test func recordsEveryPresentedAlertInOrder() {
        let presenter = RecordingPresenter()
        let handler = makeHandler(presenter)
        handler.handle(error: SampleError.failed)
        handler.handle(error: SampleError.failed)
        #expect(presenter.presentedAlerts.count == 2)
        #expect(presenter.presentedAlerts.allSatisfy { $0.title == "Retry?" })
    }

    @Test func tapRunsTheButtonAndTakesTheAlertOffScreen() {
        let presenter = RecordingPresenter()
        var completed = false
        makeHandler(presenter).handle(error: SampleError.failed, onCompleted: { completed = true })

        #expect(presenter.tap("Cancel"))
        #expect(completed)
        #expect(presenter.visibleAlert == nil)
        #expect(presenter.presentedAlerts.count == 1)
    }

    @Test func tappingAMissingButtonFailsWithWhatIsOnScreen() {
        let presenter = RecordingPresenter()
        makeHandler(presenter).handle(error: SampleError.failed)

        withKnownIssue {
            presenter.tap("Delete")
        } matching: { issue in
            let description =
                issue.comments.map(\.rawValue).joined()
                + String(describing: issue)
            return description.contains("\"Delete\"") && description.contains("\"Retry?\"")
                && description.contains("\"Cancel\"")
        }
        #expect(presenter.visibleAlert != nil)
    }

    @Test func tappingWithNothingOnScreenSaysSo() {
        let presenter = RecordingPresenter()
        withKnownIssue {
            presenter.tap("OK")
        } matching: { issue in
            String(describing: issue).contains("no alert is on screen")
        }
    }

    @Test func removeAllReleasesAlertsSoTheirChainsFinish() {
        let presenter = RecordingPresenter()
        var completed = false
        makeHandler(presenter).handle(error: SampleError.failed, onCompleted: { completed = true })
        #expect(!completed)

        presenter.removeAll()

        #expect(completed)
        #expect(presenter.presentedAlerts.isEmpty)
    }
}
