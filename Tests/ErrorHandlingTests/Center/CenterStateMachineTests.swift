import Foundation
import Testing

@testable import ErrorHandling

/// The center's decisions as a value: each event, and what it tells the center to do. No main
/// actor, no clock, no task.
@Suite("CenterStateMachine")
struct CenterStateMachineTests {
    /// The case of `request`, by name.
    private static func outcome(of request: CenterStateMachine.PresentationRequest) -> String {
        switch request {
        case .folded: "folded"
        case .build: "build"
        case .ownReport: "ownReport"
        }
    }

    private func presentation(_ key: Int, style: PresentationStyle = .alert) -> ErrorPresentation {
        ErrorPresentation(title: "Error \(key)", buttons: [], style: style, error: KeyedError(errorCode: key))
    }

    @Test func theFirstAlertGoesOnScreenAndTheNextWaits() {
        var machine = CenterStateMachine(capacity: 4)
        _ = machine.presentationArrived(presentation(1), for: nil)
        _ = machine.presentationArrived(presentation(2), for: nil)
        let screen = machine.shown.shown
        #expect(screen.current?.title == "Error 1")
        #expect(machine.pending.map(\.title) == ["Error 2"])
        #expect(screen.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }

    @Test func aRepeatRaisesTheCountOfTheAlertOfItsGroupingKeyOnScreenOrWaiting() {
        var machine = CenterStateMachine(capacity: 4)
        for key in [1, 2, 1, 2, 2, 2] {
            _ = machine.presentationArrived(presentation(key), for: nil)
        }
        let screen = machine.shown.shown
        #expect(screen.current?.occurrences == 2)
        #expect(machine.pending.map(\.occurrences) == [4])
        #expect(screen.statistics == ErrorCenter.Statistics(reported: 6, presented: 2, coalesced: 4))
    }

    @Test func aToastFoldsOnlyIntoAToastAndAsksToBeTimed() {
        var machine = CenterStateMachine(capacity: 4)
        _ = machine.presentationArrived(presentation(1), for: nil)
        let toast = presentation(1, style: .toast(duration: .seconds(3)))
        let actions = machine.presentationArrived(toast, for: nil)
        #expect(actions.toastToTime?.id == toast.id)
        #expect(actions.toastToTime?.duration == .seconds(3))
        let outcome1 = machine.presentationArrived(toast, for: nil).toastToTime
        #expect(outcome1 == nil)
        #expect(machine.toasts.map(\.occurrences) == [2])
        #expect(machine.shown.shown.current?.occurrences == 1)
    }

    @Test func aRequestFoldsOnlyIntoAPresentationOfItsSlotAndAccountsForItsReportOnce() {
        var machine = CenterStateMachine(capacity: 4)
        let slot = CenterStateMachine.Slot(presentation(1))
        let first = machine.reportArrived()
        let beforeAnyPresentation = machine.presentationRequested(in: slot, for: first)
        #expect(Self.outcome(of: beforeAnyPresentation) == "build")
        _ = machine.presentationArrived(presentation(1), for: nil)
        let second = machine.reportArrived()
        let onto = machine.presentationRequested(in: slot, for: second)
        #expect(Self.outcome(of: onto) == "folded")
        let again = machine.presentationRequested(in: slot, for: second)
        #expect(Self.outcome(of: again) == "ownReport")
        let outcome5 = machine.handlingEnded(second).idleWaiters
        #expect(outcome5.isEmpty)
        #expect(machine.shown.shown.current?.occurrences == 2)
        #expect(
            machine.shown.shown.statistics
                == ErrorCenter.Statistics(reported: 2, presented: 1, coalesced: 1))
    }

    @Test func aReportIsAccountedForOnceWhetherItsHandlingEndsOrItIsCancelled() {
        var machine = CenterStateMachine(capacity: 4)
        let silent = machine.reportArrived()
        let cancelled = machine.reportArrived()
        let claimed = machine.reportArrived()
        _ = machine.handlingEnded(silent)
        _ = machine.handlingEnded(silent)
        _ = machine.reportCancelled(cancelled)
        _ = machine.handlingEnded(cancelled)
        let outcome6 = machine.claimFirstPresentation(of: claimed)
        #expect(outcome6)
        let outcome7 = machine.claimFirstPresentation(of: claimed)
        #expect(!outcome7)
        // A report whose first presentation is being built is not handled without one.
        _ = machine.handlingEnded(claimed)
        #expect(
            machine.shown.shown.statistics
                == ErrorCenter.Statistics(reported: 1, handledWithoutPresentation: 1, cancelled: 1))
    }

    @Test func theCallersWaitingForIdleAreResumedWhenTheLastReportIsAccountedFor() async {
        var machine = CenterStateMachine(capacity: 4)
        let first = machine.reportArrived()
        let second = machine.reportArrived()
        await withCheckedContinuation { waiter in
            let parked = machine.idleAwaited(by: waiter)
            #expect(parked == nil)
            let afterFirst = machine.handlingEnded(first).idleWaiters
            #expect(afterFirst.isEmpty)
            let afterLast = machine.handlingEnded(second).idleWaiters
            #expect(afterLast.count == 1)
            for waiter in afterLast { waiter.resume() }
        }
        await withCheckedContinuation { waiter in
            machine.idleAwaited(by: waiter)?.resume()
        }
    }

    @Test func onePublicationIsScheduledForEveryChangeUntilItRuns() {
        var machine = CenterStateMachine(capacity: 4)
        let first = machine.presentationArrived(presentation(1), for: nil).schedulesPublication
        #expect(first)
        let second = machine.presentationArrived(presentation(1), for: nil).schedulesPublication
        #expect(!second)
        let before = machine.shown.version
        machine.publicationStarted()
        let afterPublication = machine.presentationArrived(presentation(2), for: nil).schedulesPublication
        #expect(afterPublication)
        #expect(machine.shown.version > before)
    }

    @Test func anInlineMessageReplacesTheOneOfItsFieldAndIsNeverFolded() {
        var machine = CenterStateMachine(capacity: 4)
        for title in ["Too short", "No digit"] {
            _ = machine.presentationArrived(
                ErrorPresentation(
                    title: title, buttons: [], style: .inline(field: "password"),
                    error: KeyedError(errorCode: 1)),
                for: nil)
        }
        #expect(machine.shown.shown.inlineMessages == ["password": "No digit"])
        let report = machine.reportArrived()
        let request = machine.presentationRequested(in: .inline(field: "password"), for: report)
        #expect(Self.outcome(of: request) == "build")
        let schedulesAnother = machine.inlineMessageCleared(for: "password").schedulesPublication
        #expect(!schedulesAnother)  // one is scheduled already
        #expect(machine.shown.shown.inlineMessages.isEmpty)
        #expect(
            machine.shown.shown.statistics
                == ErrorCenter.Statistics(reported: 2, presented: 2))
    }

    @Test func beyondCapacityTheOldestToastLeavesFirstThenTheOldestWaitingAlert() {
        var machine = CenterStateMachine(capacity: 2)
        _ = machine.presentationArrived(presentation(1), for: nil)
        _ = machine.presentationArrived(presentation(2), for: nil)
        _ = machine.presentationArrived(presentation(3, style: .toast(duration: .seconds(1))), for: nil)
        let toastDropped = machine.presentationArrived(presentation(4), for: nil)
        #expect(toastDropped.left.map(\.presentation.title) == ["Error 3"])
        #expect(toastDropped.left.allSatisfy { $0.isDropped })
        let alertDropped = machine.presentationArrived(presentation(5), for: nil)
        #expect(alertDropped.left.map(\.presentation.title) == ["Error 2"])
        let screen = machine.shown.shown
        #expect(screen.current?.title == "Error 1")
        #expect(machine.pending.map(\.title) == ["Error 4", "Error 5"])
        #expect(screen.statistics == ErrorCenter.Statistics(reported: 5, presented: 3, dropped: 2))
        #expect(screen.statistics.addsUp)
        #expect(machine.presentationCount == 3)
    }

    @Test func theAlertOnScreenLeavesOnceAndTheNextTakesItsPlace() {
        var machine = CenterStateMachine(capacity: 4)
        let first = presentation(1)
        _ = machine.presentationArrived(first, for: nil)
        _ = machine.presentationArrived(presentation(2), for: nil)

        machine.publicationStarted()
        let dismissed = machine.dismissed(first.id)
        #expect(dismissed.schedulesPublication)
        #expect(machine.shown.shown.current?.title == "Error 2")
        let again = machine.dismissed(first.id)
        #expect(!again.schedulesPublication && again.left.isEmpty)
        #expect(machine.presentationCount == 1)
    }

    @Test func aButtonOfADismissedPresentationIsChosenOnceAndOnlyUntilTheChoiceCloses() {
        var machine = CenterStateMachine(capacity: 4)
        let buttons = [ErrorPresentation.Button(title: "A"), ErrorPresentation.Button(title: "B")]
        let shown = ErrorPresentation(title: "Choose", buttons: buttons, error: KeyedError(errorCode: 1))
        let closed = ErrorPresentation(title: "Close", buttons: buttons, error: KeyedError(errorCode: 2))
        _ = machine.presentationArrived(shown, for: nil)
        _ = machine.presentationArrived(closed, for: nil)

        let beforeDismissal = machine.buttonChosen(buttons[0].id, of: shown.id)
        _ = machine.dismissed(shown.id)
        let chosen = machine.buttonChosen(buttons[1].id, of: shown.id)
        let chosenAgain = machine.buttonChosen(buttons[0].id, of: shown.id)
        // Chosen: the button's action lets the chain go on, not the end of the turn.
        let closedAfterChoice = machine.choiceClosed(shown.id)
        #expect(beforeDismissal == nil)
        #expect(chosen?.title == "B")
        #expect(chosenAgain == nil)
        #expect(closedAfterChoice.left.isEmpty)

        _ = machine.dismissed(closed.id)
        let left = machine.choiceClosed(closed.id).left
        let chosenAfterClosing = machine.buttonChosen(buttons[0].id, of: closed.id)
        #expect(left.map(\.presentation.id) == [closed.id])
        #expect(left.allSatisfy { !$0.isDropped })
        #expect(chosenAfterClosing == nil)
    }

    @Test func aToastLeavesWhenItsTimeIsUpAndADroppedOneStopsItsTimer() {
        var machine = CenterStateMachine(capacity: 2)
        let first = presentation(1, style: .toast(duration: .seconds(1)))
        let second = presentation(2, style: .toast(duration: .seconds(1)))
        let timer = Task<Void, Never> {}
        let arrived = machine.presentationArrived(first, for: nil)
        let started = machine.toastTimerStarted(timer, for: first.id)
        _ = machine.presentationArrived(second, for: nil)
        let dropped = machine.presentationArrived(
            presentation(3, style: .toast(duration: .seconds(1))), for: nil)
        let startedAfterDrop = machine.toastTimerStarted(timer, for: first.id)
        #expect(arrived.toastToTime?.id == first.id)
        #expect(started)
        #expect(dropped.left.map(\.presentation.id) == [first.id])
        #expect(dropped.stoppedTimers.count == 1)
        #expect(!startedAfterDrop)

        let expired = machine.toastExpired(second.id)
        let expiredAgain = machine.toastExpired(second.id)
        #expect(expired.left.map(\.presentation.id) == [second.id])
        #expect(expiredAgain.left.isEmpty)
        #expect(machine.toasts.map(\.title) == ["Error 3"])
    }

    @Test func aFoldedPresentationAndAnInlineMessageLeaveAtOnce() {
        var machine = CenterStateMachine(capacity: 4)
        _ = machine.presentationArrived(presentation(1), for: nil)
        let repeated = presentation(1)
        let folded = machine.presentationArrived(repeated, for: nil)
        let inline = presentation(2, style: .inline(field: "name"))
        let replaced = machine.presentationArrived(inline, for: nil)
        #expect(folded.left.map(\.presentation.id) == [repeated.id])
        #expect(replaced.left.map(\.presentation.id) == [inline.id])
        #expect(machine.shown.shown.current?.occurrences == 2)
    }

    @Test func beyondTheCapacityTheOldestToastLeavesFirstThenTheOldestWaitingAlert() {
        var machine = CenterStateMachine(capacity: 2)
        _ = machine.presentationArrived(presentation(1), for: nil)
        _ = machine.presentationArrived(presentation(2), for: nil)
        let fitting = machine.presentationArrived(
            presentation(3, style: .toast(duration: .seconds(4))), for: nil)
        #expect(fitting.left.isEmpty)
        let toastDropped = machine.presentationArrived(presentation(4), for: nil)
        #expect(toastDropped.left.map(\.presentation.title) == ["Error 3"])
        #expect(toastDropped.left.map(\.isDropped) == [true])
        let alertDropped = machine.presentationArrived(presentation(5), for: nil)
        #expect(alertDropped.left.map(\.presentation.title) == ["Error 2"])
        #expect(machine.pending.map(\.title) == ["Error 4", "Error 5"])
        #expect(machine.shown.shown.statistics.dropped == 2)
    }
}

/// Applying the machine costs the same per presentation however many wait: with no capacity to
/// drop them, 8 times as many distinct kinds take about 8 times as long (a scan of the lanes
/// on each report took 64 times as long), checked as the ratio of two timings of this thread.
@Suite("CenterStateMachine complexity")
struct CenterStateMachineComplexityTests {
    private static func presentations(_ count: Int, style: PresentationStyle) -> [ErrorPresentation] {
        (0..<count).map {
            ErrorPresentation(
                title: "Error \($0)", buttons: [], style: style, error: KeyedError(errorCode: $0))
        }
    }

    /// Takes in every presentation, folds a repeat of each, then takes them all down by id.
    private static func fill(_ presentations: [ErrorPresentation]) {
        var machine = CenterStateMachine(capacity: .max)
        for presentation in presentations {
            _ = machine.presentationArrived(presentation, for: nil)
        }
        for presentation in presentations {
            let report = machine.reportArrived()
            _ = machine.presentationRequested(in: CenterStateMachine.Slot(presentation), for: report)
        }
        for presentation in presentations.reversed() {
            _ = machine.dismissed(presentation.id)
            _ = machine.choiceClosed(presentation.id)
        }
        precondition(machine.presentationCount == 0)
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
