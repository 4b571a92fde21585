import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorHandler rules")
struct ErrorHandlerRuleTests {
    @Test func everyMatchingRuleRunsInRegistrationOrderThenAlways() {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(error: .type(NetworkError.self), then: log.recording("type"))
            .on(error: .type(PayloadError.self), then: log.recording("other"))
            .on(error: .type(NetworkError.timeout), then: log.recording("value"))
            .always(log.recording("always"))
            .onNoMatch(log.recording("noMatch"))

        let handled = handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })

        #expect(handled)
        #expect(log.all == ["type", "value", "always", "done"])
    }

    @Test func noMatchRunsOnlyWhenNoRuleMatched() {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(error: .type(PayloadError.self), then: log.recording("rule"))
            .onNoMatch(log.recording("noMatch 1"))
            .onNoMatch(log.recording("noMatch 2"))
            .always(log.recording("always"))

        handler.handle(error: NetworkError.timeout, onCompleted: nil)

        #expect(log.all == ["noMatch 1", "noMatch 2", "always"])
    }

    @Test func oneRuleWithTwoMatchingMatchersRunsOnce() {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(error: .type(NetworkError.self), .type(NetworkError.timeout), then: log.recording("rule"))

        handler.handle(error: NetworkError.timeout)

        #expect(log.all == ["rule"])
    }

    @Test func completionRunsOnceAndHandleReturnsFalseWhenNothingApplies() {
        let log = EventLog()
        let handler = ErrorHandler().on(error: .type(PayloadError.self), then: log.recording("rule"))

        let handled = handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })

        #expect(!handled)
        #expect(log.all == ["done"])
    }

    @Test func doNothingCountsAsHandled() {
        let log = EventLog()
        let handler = ErrorHandler().on(error: .type(NetworkError.self), then: .doNothing)

        #expect(handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") }))
        #expect(log.all == ["done"])
    }

    @Test func nextActionWaitsForTheCompletionOfThePreviousOne() {
        let log = EventLog()
        let pending = Locked<OnErrorHandled>(nil)
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: .perform { _, onCompleted in
                    log.append("first")
                    pending.withLock { $0 = onCompleted }
                }
            )
            .always(log.recording("always"))

        handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })
        #expect(log.all == ["first"])

        let completion = pending.withLock { $0 }
        completion?()
        completion?()

        #expect(log.all == ["first", "always", "done"])
    }

    @Test func rulesAddedAfterHandlingStartsDoNotJoinThatChain() {
        let log = EventLog()
        let handler = ErrorHandler()
        handler.on(
            error: .type(NetworkError.self),
            then: .perform { [weak handler] _, onCompleted in
                handler?.always(
                    .perform { _, done in
                        log.append("late always")
                        done?()
                    })
                onCompleted?()
            }
        )

        handler.handle(error: NetworkError.timeout)
        #expect(log.all.isEmpty)
        handler.handle(error: PayloadError.failed(id: 1))
        #expect(log.all == ["late always"])
    }

    @Test func handleWithoutCompletionIsUsableAsAFunctionReference() {
        let log = EventLog()
        let handler = ErrorHandler().on(error: .type(NetworkError.self), then: log.recording("rule"))
        let onError: (any Error) -> Void = handler.handle
        onError(NetworkError.noInternet)
        #expect(log.all == ["rule"])
    }

    @Test func resultGetReturnsTheValueOrHandsTheFailureToTheHandler() {
        let log = EventLog()
        let handler = ErrorHandler().on(error: .type(NetworkError.self), then: log.recording("rule"))

        let success: Result<Int, NetworkError> = .success(3)
        let failure: Result<Int, NetworkError> = .failure(.timeout)

        #expect(success.get(onError: handler) == 3)
        #expect(failure.get(onError: handler, onErrorCompleted: { log.append("done") }) == nil)
        #expect(log.all == ["rule", "done"])
    }

    @Test func configuringAndHandlingFromManyThreadsAtOnceIsSafe() async {
        let log = EventLog()
        let handler = ErrorHandler()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for round in 0..<200 {
                        if round % 50 == 0 {
                            handler.on(error: .code(index), then: .doNothing)
                        }
                        handler.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })
                    }
                }
            }
        }
        #expect(log.all.count == 1_600)
    }
}
