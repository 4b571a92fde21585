import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite(
    "ErrorCenter.handle(_:displayType:), currentError, errorAction, inlineErrorMessage and dismissError",
    .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterDisplayTypeTests {
    @Test func anAlertDisplayTypeSetsCurrentErrorAndErrorActionUntilDismissed() {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger)
        center.handle(AppError.unauthorized, displayType: .alert(.dismiss(buttonTitle: "Close")))

        #expect(center.currentError == .unauthorized)
        #expect(center.errorAction?.buttonTitle == "Close")
        #expect(center.current?.buttons.map(\.title) == ["Close"])
        #expect(
            logger.records.map(\.function) == [
                "anAlertDisplayTypeSetsCurrentErrorAndErrorActionUntilDismissed()"
            ]
        )

        center.dismissError()
        #expect(center.currentError == nil)
        #expect(center.errorAction == nil)
    }

    @Test func anErrorThatIsNotAnAppErrorIsWrappedAsUnknown() {
        let center = ErrorCenter()
        center.handle(KeyedError(errorCode: 4), displayType: .alert(.dismiss()))
        #expect(center.currentError == .unknown(KeyedError(errorCode: 4)))
    }

    @Test func anInlineDisplayTypeSetsTheInlineMessage() {
        let center = ErrorCenter()
        center.handle(AppError.validation(reason: "empty"), displayType: .inline("Enter your name."))

        #expect(center.inlineErrorMessage == "Enter your name.")
        #expect(center.current == nil)
        center.clearInlineMessage(for: ErrorCenter.defaultInlineField)
        #expect(center.inlineErrorMessage == nil)
    }

    @Test func aToastDisplayTypeUsesTheGivenTextOrTheErrorsOwn() {
        let center = ErrorCenter(clock: ManualClock())
        center.handle(KeyedError(errorCode: 1), displayType: .toast("Saved offline"))
        center.handle(AppError.offline, displayType: .toast(nil))

        #expect(
            center.toasts.map(\.title) == ["Saved offline", ErrorPresentation(error: AppError.offline).title])
        #expect(center.toasts.first?.style == .toast(duration: ErrorCenter.defaultToastDuration))
        #expect(center.toasts.first?.accessibilityAnnouncement == "Saved offline")
    }
}
