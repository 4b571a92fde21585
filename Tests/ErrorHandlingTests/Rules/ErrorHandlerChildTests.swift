import ErrorHandling
import ErrorHandlingTesting
import Testing

@Suite("ErrorHandler children (the responder chain)")
struct ErrorHandlerChildTests {
    @Test func childRulesDecideFirstAndParentRulesAreSkippedWhenOneMatches() {
        let log = EventLog()
        let parent = ErrorHandler().on(error: .type(NetworkError.self), then: log.recording("parent rule"))
        let child = parent.child().on(error: .type(NetworkError.timeout), then: log.recording("child rule"))

        child.handle(error: NetworkError.timeout)

        #expect(log.all == ["child rule"])
    }

    @Test func parentRulesDecideWhenNoChildRuleMatches() {
        let log = EventLog()
        let parent = ErrorHandler()
            .on(error: .type(NetworkError.self), then: log.recording("parent rule"))
            .onNoMatch(log.recording("parent noMatch"))
        let child = parent.child()
            .on(error: .type(PayloadError.self), then: log.recording("child rule"))
            .onNoMatch(log.recording("child noMatch"))

        child.handle(error: NetworkError.timeout)

        #expect(log.all == ["parent rule"])
    }

    @Test func nearestNoMatchRunsWhenNoRuleAnywhereMatches() {
        let log = EventLog()
        let root = ErrorHandler().onNoMatch(log.recording("root noMatch"))
        let middle = root.child().onNoMatch(log.recording("middle noMatch"))
        let leaf = middle.child()

        leaf.handle(error: NetworkError.timeout)
        #expect(log.all == ["middle noMatch"])
    }

    @Test func alwaysActionsOfChildThenParentBothRun() {
        let log = EventLog()
        let parent = ErrorHandler().always(log.recording("parent always"))
        let child = parent.child()
            .on(error: .type(NetworkError.self), then: log.recording("child rule"))
            .always(log.recording("child always"))

        child.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })

        #expect(log.all == ["child rule", "child always", "parent always", "done"])
    }

    @Test func childPresentsOnItsOwnViewOrElseOnTheParentsView() {
        let parentView = RecordingPresenter()
        let childView = RecordingPresenter()
        let parent = ErrorHandler(for: parentView)
            .on(
                error: .type(NetworkError.self),
                then: .present(alert: ConfirmableAlert(title: "T", confirmTitle: "OK")))

        parent.child().handle(error: NetworkError.timeout)
        parent.child(for: childView).handle(error: NetworkError.timeout)

        #expect(parentView.presentedAlerts.count == 1)
        #expect(childView.presentedAlerts.count == 1)
    }

    @Test func rulesAddedToTheParentLaterApplyToExistingChildren() {
        let log = EventLog()
        let parent = ErrorHandler()
        let child = parent.child()
        parent.on(error: .type(NetworkError.self), then: log.recording("late parent rule"))

        child.handle(error: NetworkError.timeout)

        #expect(log.all == ["late parent rule"])
    }

    /// A child reuses the rule sets of its chain from one error to the next while none has
    /// changed; a change at any level shows in the next error handled.
    @Test func rulesAddedAnywhereInTheChainAfterAnErrorWasHandledApplyToTheNextOne() {
        let log = EventLog()
        let root = ErrorHandler()
        let middle = root.child()
        let leaf = middle.child()
        leaf.handle(error: NetworkError.timeout)
        leaf.handle(error: NetworkError.timeout)

        root.on(error: .type(NetworkError.self), then: log.recording("root rule"))
        leaf.handle(error: NetworkError.timeout)
        root.always(log.recording("root always"))
        leaf.handle(error: NetworkError.timeout)
        middle.on(error: .type(NetworkError.timeout), then: log.recording("middle rule"))
        leaf.handle(error: NetworkError.timeout)
        leaf.on(error: .type(NetworkError.self), then: log.recording("leaf rule"))
        leaf.handle(error: NetworkError.timeout)
        leaf.handle(error: NetworkError.timeout)

        #expect(
            log.all == [
                "root rule",
                "root rule", "root always",
                "middle rule", "root always",
                "leaf rule", "root always",
                "leaf rule", "root always",
            ])
    }

    @Test func handlingInAChildFromManyThreadsWhileItsChainGainsRulesIsSafe() async {
        let log = EventLog()
        let parent = ErrorHandler()
        let child = parent.child().always(log.recording("always"))
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for round in 0..<200 {
                        if round % 50 == 0 {
                            (index.isMultiple(of: 2) ? parent : child).on(
                                error: .code(index), then: .doNothing)
                        }
                        child.handle(error: NetworkError.timeout)
                    }
                }
            }
        }
        #expect(log.all.count == 1_600)
    }

    @Test func anOnNoMatchAddedToTheParentAfterAnErrorWasHandledRunsForTheNextOne() {
        let log = EventLog()
        let parent = ErrorHandler()
        let child = parent.child()
        child.handle(error: NetworkError.timeout)

        parent.onNoMatch(log.recording("parent noMatch"))
        child.handle(error: NetworkError.timeout)

        #expect(log.all == ["parent noMatch"])
    }
}
