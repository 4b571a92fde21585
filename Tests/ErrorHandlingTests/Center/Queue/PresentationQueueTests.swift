import Foundation
import Testing

@testable import ErrorHandling

/// The center's queue as a value: each transition and what it tells the center to do.
@Suite("PresentationQueue")
struct PresentationQueueTests {
    private func presentation(_ key: Int, style: PresentationStyle = .alert) -> ErrorPresentation {
        ErrorPresentation(title: "Error \(key)", buttons: [], style: style, error: KeyedError(errorCode: key))
    }

    @Test func theFirstAlertGoesOnScreenAndTheNextWaits() {
        var queue = PresentationQueue(capacity: 4)
        _ = queue.accept(presentation(1), report: nil)
        _ = queue.accept(presentation(2), report: nil)
        #expect(queue.current?.title == "Error 1")
        #expect(queue.pending.map(\.title) == ["Error 2"])
        #expect(queue.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }

    @Test func aRepeatRaisesTheCountOfTheAlertOfItsGroupingKeyOnScreenOrWaiting() {
        var queue = PresentationQueue(capacity: 4)
        _ = queue.accept(presentation(1), report: nil)
        _ = queue.accept(presentation(2), report: nil)
        _ = queue.accept(presentation(1), report: nil)
        _ = queue.accept(presentation(2), report: nil, reports: 3)
        #expect(queue.current?.occurrences == 2)
        #expect(queue.pending.map(\.occurrences) == [4])
        #expect(queue.statistics == ErrorCenter.Statistics(reported: 6, presented: 2, coalesced: 4))
    }

    @Test func aToastFoldsOnlyIntoAToastAndAsksToBeTimed() {
        var queue = PresentationQueue(capacity: 4)
        _ = queue.accept(presentation(1), report: nil)
        let toast = presentation(1, style: .toast(duration: .seconds(3)))
        let effects = queue.accept(toast, report: nil)
        #expect(effects.toastToTime?.id == toast.id)
        #expect(effects.toastToTime?.duration == .seconds(3))
        #expect(queue.accept(toast, report: nil).toastToTime == nil)
        #expect(queue.toasts.map(\.occurrences) == [2])
        #expect(queue.current?.occurrences == 1)
    }

    /// The center folds a report only once the report is claimed, and claims it only when
    /// there is a presentation to fold into.
    @Test func aRepeatIsAskedToBeAcceptedOnlyWhenAPresentationHoldsItsSlotAndFoldsOnlyWhenAccepted() {
        var queue = PresentationQueue(capacity: 4)
        var asked = 0
        let empty = PresentationQueue.Slot(presentation(1))
        #expect(
            !queue.foldRepeats(into: empty) {
                asked += 1
                return true
            })
        #expect(asked == 0)
        _ = queue.accept(presentation(1), report: nil)
        _ = queue.accept(presentation(2), report: nil)
        for key in [1, 2] {
            #expect(
                !queue.foldRepeats(into: PresentationQueue.Slot(presentation(key))) {
                    asked += 1
                    return false
                })
        }
        #expect(asked == 2)
        #expect(queue.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
        #expect(queue.foldRepeats(into: PresentationQueue.Slot(presentation(2))) { true })
        #expect(queue.pending.map(\.occurrences) == [2])
        #expect(queue.statistics == ErrorCenter.Statistics(reported: 3, presented: 2, coalesced: 1))
    }

    @Test func anInlineMessageReplacesTheOneOfItsFieldAndIsNeverFolded() {
        var queue = PresentationQueue(capacity: 4)
        _ = queue.accept(
            ErrorPresentation(
                title: "Too short", buttons: [], style: .inline(field: "password"),
                error: KeyedError(errorCode: 1)),
            report: nil)
        _ = queue.accept(
            ErrorPresentation(
                title: "No digit", buttons: [], style: .inline(field: "password"),
                error: KeyedError(errorCode: 1)),
            report: nil)
        #expect(queue.inlineMessages == ["password": "No digit"])
        let folded = queue.foldRepeats(into: .inline(field: "password"))
        #expect(!folded)
        #expect(queue.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }

    @Test func beyondCapacityTheOldestToastLeavesFirstThenTheOldestWaitingAlert() {
        var queue = PresentationQueue(capacity: 2)
        _ = queue.accept(presentation(1), report: nil)
        _ = queue.accept(presentation(2), report: nil)
        _ = queue.accept(presentation(3, style: .toast(duration: .seconds(1))), report: nil)
        let toastDropped = queue.accept(presentation(4), report: nil)
        #expect(toastDropped.dropped.map(\.presentation.title) == ["Error 3"])
        let alertDropped = queue.accept(presentation(5), report: nil)
        #expect(alertDropped.dropped.map(\.presentation.title) == ["Error 2"])
        #expect(queue.current?.title == "Error 1")
        #expect(queue.pending.map(\.title) == ["Error 4", "Error 5"])
        #expect(queue.statistics == ErrorCenter.Statistics(reported: 5, presented: 3, dropped: 2))
        #expect(queue.statistics.addsUp)
    }

    @Test func removingTheAlertOnScreenShowsTheNextAndForgetsItsContext() {
        var queue = PresentationQueue(capacity: 4)
        let first = presentation(1)
        _ = queue.accept(first, report: nil)
        _ = queue.accept(presentation(2), report: nil)
        #expect(queue.contexts[first.id] != nil)

        let removed = queue.remove(first.id)
        #expect(removed?.presentation.id == first.id)
        #expect(removed?.wasToast == false)
        #expect(queue.current?.title == "Error 2")
        #expect(queue.contexts[first.id] == nil)
        #expect(queue.remove(first.id) == nil)
    }

    @Test func theOverflowRuleDropsToastsFirstAndNothingWhileTheyFit() {
        #expect(PresentationQueue.Overflow(toasts: 1, waitingAlerts: 1, capacity: 2) == nil)
        #expect(PresentationQueue.Overflow(toasts: 1, waitingAlerts: 2, capacity: 2) == .oldestToast)
        #expect(PresentationQueue.Overflow(toasts: 0, waitingAlerts: 3, capacity: 2) == .oldestWaitingAlert)
    }
}

/// Applying the queue costs the same per presentation however many wait: with no capacity to
/// drop them, 8 times as many distinct kinds take about 8 times as long (a scan of the lanes
/// on each report took 64 times as long), checked as the ratio of two timings of this thread.
@Suite("PresentationQueue complexity")
struct PresentationQueueComplexityTests {
    private static func presentations(_ count: Int, style: PresentationStyle) -> [ErrorPresentation] {
        (0..<count).map {
            ErrorPresentation(
                title: "Error \($0)", buttons: [], style: style, error: KeyedError(errorCode: $0))
        }
    }

    /// Accepts every presentation, folds a repeat of each, then removes them all by id.
    private static func fill(_ presentations: [ErrorPresentation]) {
        var queue = PresentationQueue(capacity: .max)
        for presentation in presentations {
            _ = queue.accept(presentation, report: nil)
        }
        for presentation in presentations {
            _ = queue.foldRepeats(into: PresentationQueue.Slot(presentation))
        }
        for presentation in presentations.reversed() {
            _ = queue.remove(presentation.id)
        }
        precondition(queue.current == nil && queue.pending.isEmpty && queue.toasts.isEmpty)
    }

    @Test(arguments: [PresentationStyle.alert, .toast(duration: .seconds(1))])
    func manyDistinctKindsCostTheSamePerPresentationAsAFew(style: PresentationStyle) {
        let few = Self.presentations(500, style: style)
        let many = Self.presentations(4_000, style: style)
        let ratio =
            Double(ThreadCPUTime.fastest(of: 3) { Self.fill(many) })
            / Double(max(1, ThreadCPUTime.fastest(of: 3) { Self.fill(few) }))
        #expect(ratio < 24, "8× the kinds took \(ratio)× as long")
    }
}
