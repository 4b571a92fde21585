import ErrorHandling
import Foundation
import Testing

@Suite("ErrorPresentation built from errors")
struct ErrorPresentationTests {
    struct DescribedError: LocalizedError {
        var errorDescription: String? = "Upload failed"
        var failureReason: String? = "The file is too large."
        var recoverySuggestion: String? = "Choose a smaller file."
    }

    struct ReasonOnlyError: LocalizedError {
        var errorDescription: String? { "Upload failed" }
        var failureReason: String? { "The file is too large." }
    }

    enum PlainError: Error {
        case broken
    }

    final class ClassError: Error {}

    /// Records which recovery option was attempted, and succeeds only for the first one.
    struct RecoverableUploadError: LocalizedError, RecoverableError {
        let attempts = Locked<[Int]>([])
        var errorDescription: String? { "Upload failed" }
        var recoveryOptions: [String] { ["Try Again", "Save as Draft", "Discard"] }
        func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool {
            attempts.withLock { $0.append(recoveryOptionIndex) }
            return recoveryOptionIndex == 0
        }
    }

    @Test func aLocalizedErrorGivesItsDescriptionAsTitleAndItsSuggestionAsMessage() {
        let presentation = ErrorPresentation(error: DescribedError())
        #expect(presentation.title == "Upload failed")
        #expect(presentation.message == "Choose a smaller file.")
        #expect(presentation.style == .alert)
        #expect(presentation.occurrences == 1)
    }

    @Test func withoutARecoverySuggestionTheFailureReasonIsTheMessage() {
        #expect(ErrorPresentation(error: ReasonOnlyError()).message == "The file is too large.")
    }

    @Test func anNSErrorsUserInfoKeysGiveTheTitleAndMessage() {
        let error = NSError(
            domain: "Uploads", code: 7,
            userInfo: [
                NSLocalizedDescriptionKey: "Upload failed",
                NSLocalizedFailureReasonErrorKey: "The disk is full.",
            ])
        let presentation = ErrorPresentation(error: error)
        #expect(presentation.title == "Upload failed")
        #expect(presentation.message == "The disk is full.")

        let withSuggestion = NSError(
            domain: "Uploads", code: 7,
            userInfo: [
                NSLocalizedDescriptionKey: "Upload failed",
                NSLocalizedFailureReasonErrorKey: "The disk is full.",
                NSLocalizedRecoverySuggestionErrorKey: "Free some space.",
            ])
        #expect(ErrorPresentation(error: withSuggestion).message == "Free some space.")
    }

    @Test func anErrorThatDescribesNothingGetsTheGenericTitleAndOneOKButton() {
        let presentation = ErrorPresentation(error: PlainError.broken)
        #expect(presentation.title == "Something went wrong")
        #expect(presentation.message == nil)
        #expect(presentation.buttons.map(\.title) == ["OK"])
        #expect(presentation.buttons.map(\.role) == [.default])
    }

    @Test func aClassErrorThatDescribesNothingGetsTheGenericTitleToo() {
        #expect(ErrorPresentation(error: ClassError()).title == "Something went wrong")
    }

    @Test func recoveryOptionsBecomeButtonsInOrderThatAttemptThatOptionAndReportTheResult() async {
        let error = RecoverableUploadError()
        let results = Locked<[Bool]>([])
        let presentation = ErrorPresentation(error: error) { recovered in
            results.withLock { $0.append(recovered) }
        }
        #expect(presentation.buttons.map(\.title) == ["Try Again", "Save as Draft", "Discard"])

        await presentation.buttons[1].action()
        await presentation.buttons[0].action()

        #expect(error.attempts.withLock { $0 } == [1, 0])
        #expect(results.withLock { $0 } == [false, true])
    }

    @Test func recoveryWorksWithoutAnOnRecoveryClosure() async {
        let error = RecoverableUploadError()
        await ErrorPresentation(error: error).buttons[2].action()
        #expect(error.attempts.withLock { $0 } == [2])
    }

    @Test func copiesWithAnotherStyleOrMoreOccurrencesKeepTheIdentityAndTheRest() {
        let presentation = ErrorPresentation(error: DescribedError())
        let toast = presentation.with(style: .toast(duration: .seconds(3)))
        let counted = toast.with(occurrences: 4)

        #expect(toast.style == .toast(duration: .seconds(3)))
        #expect(presentation.style == .alert)
        #expect(counted.occurrences == 4)
        #expect(toast.occurrences == 1)
        #expect(Set([presentation.id, toast.id, counted.id]).count == 1)
        #expect(counted.title == presentation.title)
        #expect(counted.groupingKey == presentation.groupingKey)
        #expect(presentation.with(occurrences: 0).occurrences == 1)
    }

    @Test func eachNewPresentationHasItsOwnIdentity() {
        #expect(
            ErrorPresentation(error: DescribedError()).id != ErrorPresentation(error: DescribedError()).id)
    }

    @Test func theAccessibilityAnnouncementReadsTheTitleThenTheMessage() {
        let presentation = ErrorPresentation(error: DescribedError())
        #expect(presentation.accessibilityAnnouncement == "Upload failed\nChoose a smaller file.")
        #expect(
            ErrorPresentation(error: PlainError.broken).accessibilityAnnouncement == "Something went wrong")
    }

    @Test func thePresentationKeepsTheErrorAndItsGroupingKey() {
        let presentation = ErrorPresentation(error: AppError.validation(reason: "Name is empty"))
        #expect(presentation.error as? AppError == .validation(reason: "Name is empty"))
        #expect(
            presentation.groupingKey == ErrorIdentity.groupingKey(for: AppError.validation(reason: "other")))
    }

    @Test func appErrorPresentsItsLocalizedMessageAndSuggestion() {
        let presentation = ErrorPresentation(error: AppError.offline)
        #expect(presentation.title == AppError.offline.userMessage)
        #expect(presentation.message == AppError.offline.recoverySuggestion)
    }
}
