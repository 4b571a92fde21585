import ErrorHandling
import ErrorHandlingTesting
import Testing

@Suite("ErrorHandler children (the responder chain)")
struct ErrorHandlerChildTests {
    private func record(_ log: EventLog, _ name: String) -> ActionHandler {
        .perform { _, onCompleted in
            log.append(name)
            onCompleted?()
        }
    }

    @Test func childRulesDecideFirstAndParentRulesAreSkippedWhenOneMatches() {
        let log = EventLog()
        let parent = ErrorHandler().on(error: .type(NetworkError.self), then: record(log, "parent rule"))
        let child = parent.child().on(error: .type(NetworkError.timeout), then: record(log, "child rule"))

        child.handle(error: NetworkError.timeout)

        #expect(log.all == ["child rule"])
    }

    @Test func parentRulesDecideWhenNoChildRuleMatches() {
        let log = EventLog()
        let parent = ErrorHandler()
            .on(error: .type(NetworkError.self), then: record(log, "parent rule"))
            .onNoMatch(record(log, "parent noMatch"))
        let child = parent.child()
            .on(error: .type(PayloadError.self), then: record(log, "child rule"))
            .onNoMatch(record(log, "child noMatch"))

        child.handle(error: NetworkError.timeout)

        #expect(log.all == ["parent rule"])
    }

    @Test func nearestNoMatchRunsWhenNoRuleAnywhereMatches() {
        let log = EventLog()
        let root = ErrorHandler().onNoMatch(record(log, "root noMatch"))
        let middle = root.child().onNoMatch(record(log, "middle noMatch"))
        let leaf = middle.child()

        leaf.handle(error: NetworkError.timeout)
        #expect(log.all == ["middle noMatch"])
    }

    @Test func alwaysActionsOfChildThenParentBothRun() {
        let log = EventLog()
        let parent = ErrorHandler().always(record(log, "parent always"))
        let child = parent.child()
            .on(error: .type(NetworkError.self), then: record(log, "child rule"))
            .always(record(log, "child always"))

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
        parent.on(error: .type(NetworkError.self), then: record(log, "late parent rule"))

        child.handle(error: NetworkError.timeout)

        #expect(log.all == ["late parent rule"])
    }
}
