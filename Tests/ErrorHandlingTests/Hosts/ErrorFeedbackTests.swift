import ErrorHandling
import ErrorHandlingTesting
import Testing

/// When showing an error plays the system's error feedback (the haptic on iPhone).
@Suite("Error feedback")
@MainActor
struct ErrorFeedbackTests {
    @Test func anAlertPlaysTheErrorFeedbackOnceWhenShown() throws {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let alert = try #require(center.current)

        #expect(center.hosts.playsErrorFeedbackOnShow(of: alert))
        #expect(!center.hosts.playsErrorFeedbackOnShow(of: alert))
    }

    @Test func coalescedRepeatsDoNotPlayAgain() throws {
        let center = ErrorCenter(clock: ManualClock())
        center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(5)))
        #expect(center.hosts.playsErrorFeedbackOnShow(of: try #require(center.toasts.first)))

        center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(5)))
        center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(5)))
        let repeated = try #require(center.toasts.first)
        #expect(repeated.occurrences == 3)
        #expect(!center.hosts.playsErrorFeedbackOnShow(of: repeated))
    }

    @Test func eachNewPresentationPlaysItsOwnFeedback() throws {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 2))
        #expect(center.hosts.playsErrorFeedbackOnShow(of: try #require(center.current)))

        center.dismiss(presentation: try #require(center.current).id)
        #expect(center.hosts.playsErrorFeedbackOnShow(of: try #require(center.current)))
    }

    @Test func turningItOffPlaysNothing() throws {
        let center = ErrorCenter()
        #expect(center.playsErrorFeedback)
        center.playsErrorFeedback = false
        center.report(KeyedError(errorCode: 1))

        #expect(!center.hosts.playsErrorFeedbackOnShow(of: try #require(center.current)))
    }
}
