import ErrorHandling
import Testing

@Suite("AsyncSequence.handleErrors")
struct ErrorHandlingSequenceTests {
    final class RecordingDelegate: ErrorHandlingDelegate {
        let log = EventLog()
        func present(for error: any Error) {
            log.append("delegate \(error)")
        }
    }

    private func recordingHandler(_ log: EventLog) -> ErrorHandler {
        ErrorHandler().always(log.recordingError(prefix: "handler"))
    }

    private func failingStream(after values: [Int], error: any Error) -> AsyncThrowingStream<Int, any Error> {
        AsyncThrowingStream { continuation in
            for value in values {
                continuation.yield(value)
            }
            continuation.finish(throwing: error)
        }
    }

    @Test func passesEveryElementBeforeTheFailureAndReportsItExactlyOnce() async {
        let log = EventLog()
        var received: [Int] = []
        for await value in failingStream(after: [1, 2, 3], error: NetworkError.timeout)
            .handleErrors(with: recordingHandler(log))
        {
            received.append(value)
        }
        #expect(received == [1, 2, 3])
        #expect(log.all == ["handler timeout"])
    }

    @Test func iteratingAgainAfterTheFailureReportsNothingMore() async {
        let log = EventLog()
        var iterator = failingStream(after: [], error: NetworkError.timeout)
            .handleErrors(with: recordingHandler(log))
            .makeAsyncIterator()
        #expect(await iterator.next() == nil)
        #expect(await iterator.next() == nil)
        #expect(log.all == ["handler timeout"])
    }

    @Test func theDelegateTakesTheFailureInsteadOfTheHandler() async {
        let log = EventLog()
        let delegate = RecordingDelegate()
        for await _ in failingStream(after: [1], error: NetworkError.noInternet)
            .handleErrors(with: recordingHandler(log), delegate: delegate)
        {}
        #expect(log.all.isEmpty)
        #expect(delegate.log.all == ["delegate noInternet"])
    }

    @Test func aSequenceThatEndsNormallyReportsNothing() async {
        let log = EventLog()
        let stream = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        var count = 0
        for await _ in stream.handleErrors(with: recordingHandler(log)) {
            count += 1
        }
        #expect(count == 1)
        #expect(log.all.isEmpty)
    }

    @Test func cancellingTheConsumingTaskEndsTheSequenceWithoutReporting() async {
        let log = EventLog()
        let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        let handler = recordingHandler(log)
        let consumer = Task {
            var received: [Int] = []
            for await value in stream.handleErrors(with: handler) {
                received.append(value)
            }
            return received
        }
        continuation.yield(1)
        consumer.cancel()
        let received = await consumer.value
        continuation.finish(throwing: NetworkError.timeout)
        #expect(received.count <= 1)
        #expect(log.all.isEmpty)
    }
}
