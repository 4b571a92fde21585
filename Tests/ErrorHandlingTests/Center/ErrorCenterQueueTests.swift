import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter queue", .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterQueueTests {
    @Test func oneAlertIsShownAndTheRestWaitFirstInFirstOut() {
        let center = ErrorCenter()
        for code in 1...3 {
            center.report(KeyedError(errorCode: code))
        }

        #expect((center.current?.error as? KeyedError)?.errorCode == 1)
        #expect(center.pending.compactMap { ($0.error as? KeyedError)?.errorCode } == [2, 3])

        center.dismiss(presentation: center.current!.id)
        #expect((center.current?.error as? KeyedError)?.errorCode == 2)
        center.dismissError()
        #expect((center.current?.error as? KeyedError)?.errorCode == 3)
        center.dismissError()
        #expect(center.current == nil)
        #expect(center.pending.isEmpty)
    }

    @Test func theDefaultHandlerPresentsTheStandardTranslationOfTheError() {
        let center = ErrorCenter()
        center.report(URLError(.notConnectedToInternet))

        let presentation = center.current
        #expect(presentation?.title == AppError.offline.userMessage)
        #expect(presentation?.error as? AppError == .offline)
        #expect(presentation?.accessibilityAnnouncement.isEmpty == false)
    }

    @Test func aStyleGivenToReportReplacesThePresentationsStyle() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1), style: .actionSheet)
        center.report(KeyedError(errorCode: 2), style: .inline(field: "email"))

        #expect(center.current?.style == .actionSheet)
        #expect(center.inlineMessages["email"] == ErrorPresentation(error: KeyedError(errorCode: 2)).title)
        center.clearInlineMessage(for: "email")
        #expect(center.inlineMessages.isEmpty)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }

    @Test func toastsHaveTheirOwnLaneAndLeaveAfterTheirDurationOnTheClock() async {
        let clock = ManualClock()
        let center = ErrorCenter(clock: clock)
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 2), style: .toast(duration: .seconds(3)))

        #expect(
            center.toasts.map(\.groupingKey) == [ErrorIdentity.groupingKey(for: KeyedError(errorCode: 2))])
        #expect(center.pending.isEmpty)

        await clock.waitForSleepers()
        clock.advance(by: .seconds(2))
        #expect(center.toasts.count == 1)
        clock.advance(by: .seconds(1))
        #expect(await eventually { center.toasts.isEmpty })
        #expect(center.current != nil)
    }

    @Test func aScopedHandlersRulesAreTriedFirstAndItsAlertsLandInTheCenter() {
        let center = ErrorCenter()
        let scoped = center.handler.child()
            .on(
                error: .type(KeyedError.self),
                then: .present(alert: ConfirmableAlert(title: "Scoped", confirmTitle: "OK")))
        center.report(KeyedError(errorCode: 1), using: scoped)
        center.report(KeyedError(errorCode: 2))

        #expect(center.current?.title == "Scoped")
        #expect(center.pending.first?.title != "Scoped")
    }

    @Test func reportsFromOtherTasksReachTheMainActor() async {
        let center = ErrorCenter()
        await Task.detached {
            center.report(KeyedError(errorCode: 7))
        }.value
        await center.waitUntilIdle()

        #expect((center.current?.error as? KeyedError)?.errorCode == 7)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func aCenterIsReleasedWhilePresentationsWaitForATap() {
        weak var released: ErrorCenter?
        do {
            let center = ErrorCenter()
            center.report(KeyedError(errorCode: 1))
            center.report(KeyedError(errorCode: 2))
            #expect(center.pending.count == 1)
            released = center
        }
        #expect(released == nil)
    }
}
