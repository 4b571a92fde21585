import ErrorHandling
import Testing

@Suite("ErrorHandler re-entrant errors")
struct ErrorHandlerNestingTests {
    struct Reentrant: Error {
        let depth: Int
    }

    @Test func errorsRaisedWhileHandlingAreHandledUpToTheNestingLimitThenDroppedAndCounted() {
        let log = EventLog()
        let handler = ErrorHandler()
        handler.on(
            error: .type(Reentrant.self),
            then: .perform { [weak handler] error, done in
                let depth = (error as? Reentrant)?.depth ?? 0
                log.append("depth \(depth)")
                handler?.handle(error: Reentrant(depth: depth + 1), onCompleted: nil)
                done?()
            }
        )

        let completions = EventLog()
        handler.handle(error: Reentrant(depth: 0), onCompleted: { completions.append("done") })

        #expect(log.all.count == ErrorHandler.maximumNestingDepth)
        #expect(handler.droppedNestedErrorCount == 1)
        #expect(completions.all == ["done"])
    }

    @Test func asyncReentrantErrorsStopAtTheSameLimit() async {
        let log = EventLog()
        let handler = ErrorHandler()
        handler.on(
            error: .type(Reentrant.self),
            then: .run { [weak handler] error in
                let depth = (error as? Reentrant)?.depth ?? 0
                log.append("depth \(depth)")
                await handler?.handle(Reentrant(depth: depth + 1))
            }
        )

        await handler.handle(Reentrant(depth: 0))

        #expect(log.all.count == ErrorHandler.maximumNestingDepth)
        #expect(handler.droppedNestedErrorCount == 1)
    }

    @Test func errorsHandledOneAfterAnotherAreNotNested() {
        let log = EventLog()
        let handler = ErrorHandler().on(
            error: .type(Reentrant.self),
            then: .perform { _, done in
                log.append("handled")
                done?()
            })
        for depth in 0..<20 {
            handler.handle(error: Reentrant(depth: depth))
        }
        #expect(log.all.count == 20)
        #expect(handler.droppedNestedErrorCount == 0)
    }
}
