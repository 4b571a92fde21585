import ErrorHandling
import Testing

@Suite("ErrorHandler.attempt")
struct ErrorHandlerAttemptTests {
    enum TypedFailure: Error { case broken }

    private func recordingHandler(_ log: EventLog) -> ErrorHandler {
        ErrorHandler().always(log.recordingError(prefix: "handled"))
    }

    @Test func returnsTheResultWhenTheOperationSucceeds() async {
        let log = EventLog()
        let value = await recordingHandler(log).attempt {
            await Task.yield()
            return 42
        }
        #expect(value == 42)
        #expect(log.all.isEmpty)
    }

    @Test func handsAFailureToTheHandlerAndReturnsNil() async {
        let log = EventLog()
        let value: Int? = await recordingHandler(log).attempt {
            await Task.yield()
            throw NetworkError.timeout
        }
        #expect(value == nil)
        #expect(log.all == ["handled timeout"])
    }

    @Test func acceptsTypedThrows() async {
        let log = EventLog()
        func load() async throws(TypedFailure) -> Int { throw .broken }
        let value = await recordingHandler(log).attempt { () async throws(TypedFailure) -> Int in
            try await load()
        }
        #expect(value == nil)
        #expect(log.all == ["handled broken"])
    }

    @Test func aCancellationRunsTheAlwaysActionsButNotOnNoMatch() async {
        let log = EventLog()
        let handler = recordingHandler(log).onNoMatch(log.recordingError(prefix: "no match"))
        let value: Int? = await handler.attempt {
            await Task.yield()
            throw CancellationError()
        }
        #expect(value == nil)
        #expect(log.all == ["handled CancellationError()"])
    }

    @Test func anyFailureOfACancelledTaskIsHandledAsACancellation() async {
        let log = EventLog()
        let handler = recordingHandler(log).onNoMatch(log.recordingError(prefix: "no match"))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            let value: Int? = await handler.attempt {
                await Task.yield()
                throw NetworkError.timeout
            }
            return value
        }
        #expect(await task.value == nil)
        #expect(log.all == ["handled timeout"])
    }

    @Test @MainActor func mainActorCodeCanTouchItsStateInTheOperation() async {
        final class Model {
            var loads = 0
        }
        let model = Model()
        let value = await ErrorHandler().attempt {
            await Task.yield()
            model.loads += 1
            return model.loads
        }
        #expect(value == 1)
    }

    @Test func synchronousTwinReturnsTheResultOrHandlesTheFailure() {
        let log = EventLog()
        let handler = recordingHandler(log)
        #expect(handler.attempt { 7 } == 7)
        let failed: Int? = handler.attempt { () throws(TypedFailure) -> Int in throw .broken }
        #expect(failed == nil)
        #expect(log.all == ["handled broken"])
    }

    @Test func aFailureIsHandledWhenTheResultIsNotKept() async {
        let log = EventLog()
        let handler = recordingHandler(log)
        // Compiles without `_ =`: the result may be dropped, as with ErrorCenter.attempt.
        await handler.attempt { () async throws(TypedFailure) -> Int in throw .broken }
        handler.attempt { () throws(TypedFailure) -> Int in throw .broken }
        #expect(log.all == ["handled broken", "handled broken"])
    }
}
