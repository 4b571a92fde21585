import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter observation", .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterObservationTests {
    @Test func reportingChangesCurrentAndStatistics() {
        let center = ErrorCenter()
        #expect(
            observationFires(
                reading: { _ = center.current }, when: { center.report(KeyedError(errorCode: 1)) }))
        #expect(
            observationFires(
                reading: { _ = center.statistics }, when: { center.report(KeyedError(errorCode: 1)) }))
    }

    @Test func queueingAndCoalescingChangePendingAndCurrent() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let reportTwo = { center.report(KeyedError(errorCode: 2)) }
        #expect(observationFires(reading: { _ = center.pending }, when: reportTwo))
        #expect(observationFires(reading: { _ = center.pending }, when: reportTwo))
        #expect(
            observationFires(
                reading: { _ = center.current }, when: { center.report(KeyedError(errorCode: 1)) }))
    }

    @Test func dismissingChangesCurrent() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 2))
        #expect(observationFires(reading: { _ = center.current }, when: center.dismissError))
        #expect(observationFires(reading: { _ = center.current }, when: center.dismissError))
    }

    @Test func toastsAndInlineMessagesAreObserved() async {
        let clock = ManualClock()
        let center = ErrorCenter(clock: clock)
        #expect(
            observationFires(
                reading: { _ = center.toasts },
                when: { center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(1))) }))
        #expect(
            observationFires(
                reading: { _ = center.inlineMessages },
                when: { center.handle(KeyedError(errorCode: 2), displayType: .inline("Too short")) }))
        #expect(
            observationFires(
                reading: { _ = center.inlineErrorMessage },
                when: { center.clearInlineMessage(for: ErrorCenter.defaultInlineField) }))

        let expired = trackChanges { _ = center.toasts }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        #expect(await eventually { expired.withLock { $0 } })
        #expect(center.toasts.isEmpty)
    }

    @Test func reportsFromOtherTasksAreObservedOnceTheyArrive() async {
        let center = ErrorCenter()
        let fired = trackChanges { _ = center.current }
        await Task.detached { center.report(KeyedError(errorCode: 1)) }.value
        await center.waitUntilIdle()
        #expect(fired.withLock { $0 })
    }

    @Test func currentErrorAndErrorActionAreObservedAsTheDisplayTypeStateChanges() {
        let center = ErrorCenter()
        #expect(
            observationFires(
                reading: { _ = center.currentError },
                when: { center.handle(AppError.offline, displayType: .alert(.dismiss())) }))
        #expect(observationFires(reading: { _ = center.errorAction }, when: center.dismissError))
    }
}
