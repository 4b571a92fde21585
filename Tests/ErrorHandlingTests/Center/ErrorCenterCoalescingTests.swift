import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter coalescing and capacity", .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterCoalescingTests {
    @Test func reportsWithTheGroupingKeyOfTheCurrentOrAPendingOneRaiseItsOccurrences() {
        let center = ErrorCenter()
        for _ in 1...20 {
            center.report(KeyedError(errorCode: 1))
        }
        center.report(KeyedError(errorCode: 2))
        center.report(KeyedError(errorCode: 2))

        #expect(center.current?.occurrences == 20)
        #expect(center.pending.map(\.occurrences) == [2])
        #expect(
            center.statistics == ErrorCenter.Statistics(reported: 22, presented: 2, coalesced: 20))
    }

    @Test func toastsCoalesceWithToasts() {
        let center = ErrorCenter(clock: ManualClock())
        for _ in 1...3 {
            center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(1)))
        }

        #expect(center.toasts.map(\.occurrences) == [3])
        #expect(center.statistics.coalesced == 2)
    }

    @Test func beyondCapacityTheOldestPendingAlertIsDroppedCountedAndLogged() {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger, capacity: 2)
        for code in 1...5 {
            center.report(KeyedError(errorCode: code))
        }

        #expect((center.current?.error as? KeyedError)?.errorCode == 1)
        #expect(center.pending.compactMap { ($0.error as? KeyedError)?.errorCode } == [4, 5])
        #expect(center.statistics == ErrorCenter.Statistics(reported: 5, presented: 3, dropped: 2))
        let drops = logger.records.filter { $0.metadata["dropped"] != nil }
        #expect(drops.map { ($0.error as? KeyedError)?.errorCode } == [2, 3])
        #expect(drops.allSatisfy { $0.severity == .warning })
        #expect(logger.records.count == 5 + 2)
    }

    @Test func beyondCapacityTheOldestToastGoesBeforeAnyPendingAlert() {
        let center = ErrorCenter(capacity: 2, clock: ManualClock())
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 2))
        center.report(KeyedError(errorCode: 3), style: .toast(duration: .seconds(1)))
        center.report(KeyedError(errorCode: 4), style: .toast(duration: .seconds(1)))

        #expect(center.pending.compactMap { ($0.error as? KeyedError)?.errorCode } == [2])
        #expect(center.toasts.compactMap { ($0.error as? KeyedError)?.errorCode } == [4])
        #expect(center.statistics == ErrorCenter.Statistics(reported: 4, presented: 3, dropped: 1))
    }

    @Test func rulesThatPresentNothingCountAsHandledWithoutPresentation() async {
        let center = ErrorCenter()
        let silent = center.handler.child().on(error: .type(KeyedError.self), then: .doNothing)
        center.report(KeyedError(errorCode: 1), using: silent)
        center.report(KeyedError(errorCode: 2), using: ErrorHandler().onNoMatch(.doNothing))
        await center.waitUntilIdle()

        #expect(center.current == nil)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, handledWithoutPresentation: 2))
    }

    @Test func anAlertFromAHandlerUsedDirectlyCountsAsAReportOfItsOwn() async {
        let center = ErrorCenter()
        ErrorHandler(for: center).onNoMatch(.presentError).handle(error: KeyedError(errorCode: 1))
        await center.waitUntilIdle()

        #expect(center.current != nil)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func anAlertPresentedAfterAnAsynchronousStepStillCountsForItsReport() async {
        let center = ErrorCenter()
        let steps = center.handler.child()
            .on(error: .type(KeyedError.self), then: .run { _ in await Task.yield() })
            .always(.presentError)
        center.report(KeyedError(errorCode: 1), using: steps)
        await center.waitUntilIdle()

        #expect(center.current != nil)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func anErrorHandledInsideAnActionsTaskCountsForTheReportThatRanTheAction() async {
        let center = ErrorCenter()
        // The action holds the handler, which holds its center weakly: the center keeps the
        // report, and so these rules, while the presentation is on screen.
        let handler = center.handler
        let steps = handler.child()
            .on(
                error: .type(KeyedError.self),
                then: .run { _ in handler.handle(error: KeyedError(errorCode: 2)) })
        center.report(KeyedError(errorCode: 1), using: steps)
        await center.waitUntilIdle()

        #expect(center.current?.groupingKey == ErrorIdentity.groupingKey(for: KeyedError(errorCode: 2)))
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    /// The handler of one center, used inside an action of a report made to another, folds a
    /// repeat into its own center, never into the center whose report ran the action.
    @Test func aRepeatHandledWithAnotherCentersHandlerInsideAnActionFoldsAtThatCenter() async {
        let shown = ErrorCenter()
        let reporting = ErrorCenter()
        shown.report(KeyedError(errorCode: 1))
        reporting.report(KeyedError(errorCode: 1))
        let shownHandler = shown.handler
        let steps = reporting.handler.child()
            .on(
                error: .urlError(.badURL),
                then: .perform { _, done in
                    shownHandler.handle(error: KeyedError(errorCode: 1))
                    done?()
                })
        reporting.report(URLError(.badURL), using: steps)
        await shown.waitUntilIdle()
        await reporting.waitUntilIdle()

        #expect(shown.current?.occurrences == 2)
        #expect(shown.statistics == ErrorCenter.Statistics(reported: 2, presented: 1, coalesced: 1))
        #expect(reporting.current?.occurrences == 1)
        #expect(
            reporting.statistics
                == ErrorCenter.Statistics(reported: 2, presented: 1, handledWithoutPresentation: 1))
    }

    actor Reporter {
        func report(to center: ErrorCenter) {
            center.report(KeyedError(errorCode: 1))
        }
    }

    @Test func reportsFromAnActorReachTheMainActor() async {
        let center = ErrorCenter()
        await Reporter().report(to: center)
        await center.waitUntilIdle()

        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test(.timeLimit(.minutes(10)))
    func tenThousandReportsFromEightTasksWithFiftyGroupingKeysAddUp() async {
        let center = ErrorCenter(capacity: 16)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<1_250 {
                        center.report(KeyedError(errorCode: (task * 1_250 + index) % 50))
                    }
                }
            }
        }
        await center.waitUntilIdle()

        let statistics = center.statistics
        #expect(statistics.reported == 10_000)
        #expect(statistics.addsUp)
        #expect(statistics.presented == 1 + center.pending.count)
        #expect(center.pending.count == 16)
    }
}
