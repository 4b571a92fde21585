import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ActionHandler.presentError", .timeLimit(.minutes(10)))
struct PresentErrorActionTests {
    struct UploadError: LocalizedError {
        var errorDescription: String? { "Upload failed" }
        var recoverySuggestion: String? { "Try a smaller file." }
    }

    struct RetryableError: LocalizedError, RecoverableError {
        let attempts = Locked<[Int]>([])
        var errorDescription: String? { "Sync failed" }
        var recoveryOptions: [String] { ["Retry", "Later"] }
        func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool {
            attempts.withLock { $0.append(recoveryOptionIndex) }
            return true
        }
    }

    @Test func theSynchronousPathShowsTheErrorsOwnTextAndCompletesAfterTheTap() async {
        let presenter = RecordingPresenter()
        let handler = ErrorHandler(for: presenter).on(error: .type(UploadError.self), then: .presentError)

        await withCheckedContinuation { continuation in
            handler.handle(error: UploadError(), onCompleted: { continuation.resume() })
            #expect(presenter.visibleAlert?.title == "Upload failed")
            #expect(presenter.visibleAlert?.message == "Try a smaller file.")
            #expect(presenter.visibleAlert?.error is UploadError)
            presenter.tap("OK")
        }
        #expect(presenter.visibleAlert == nil)
    }

    @Test func theAsynchronousPathWaitsForTheTapAndReportsTheAction() async {
        let presenter = RecordingPresenter()
        let handler = ErrorHandler(for: presenter).onNoMatch(.presentError)

        let handling = Task { await handler.handle(UploadError()) }
        #expect(await eventually { presenter.visibleAlert != nil })
        presenter.tap("OK")
        let outcome = await handling.value

        #expect(outcome.actionCount == 1)
        #expect(presenter.presentedAlerts.map(\.title) == ["Upload failed"])
    }

    @Test func recoveryOptionsBecomeTheAlertsButtonsAndAttemptRecovery() async {
        let presenter = RecordingPresenter()
        let error = RetryableError()
        let handler = ErrorHandler(for: presenter).on(error: .type(RetryableError.self), then: .presentError)

        await withCheckedContinuation { continuation in
            handler.handle(error: error, onCompleted: { continuation.resume() })
            #expect(presenter.visibleAlert?.actions.map(\.title) == ["Retry", "Later"])
            presenter.tap("Later")
        }
        #expect(error.attempts.withLock { $0 } == [1])
    }

    @Test func withoutAViewTheActionCompletesAtOnce() async {
        let outcome = await ErrorHandler().onNoMatch(.presentError).handle(UploadError())
        #expect(outcome.actionCount == 1)
    }
}
