import ErrorHandling
import Testing

@Suite("ManualConnectivity", .timeLimit(.minutes(10)))
struct ManualConnectivityTests {
    @Test func aStreamStartsWithTheStateWhenItWasMade() async {
        let connectivity = ManualConnectivity(.offline)
        connectivity.set(.online)

        var updates = connectivity.updates().makeAsyncIterator()

        #expect(await updates.next() == .online)
        #expect(connectivity.connectivity == .online)
    }

    @Test func settingTheSameStateAgainTellsNothing() async {
        let connectivity = ManualConnectivity(.offline)
        var updates = connectivity.updates().makeAsyncIterator()

        connectivity.set(.offline)
        connectivity.set(.online)
        connectivity.set(.online)
        connectivity.set(.offline)

        #expect(await updates.next() == .offline)
        #expect(await updates.next() == .online)
        #expect(await updates.next() == .offline)
    }

    @Test func everyStreamGetsEveryChange() async {
        let connectivity = ManualConnectivity(.online)
        var first = connectivity.updates().makeAsyncIterator()
        var second = connectivity.updates().makeAsyncIterator()
        #expect(connectivity.streamCount == 2)

        connectivity.set(.offline)

        #expect(await first.next() == .online)
        #expect(await first.next() == .offline)
        #expect(await second.next() == .online)
        #expect(await second.next() == .offline)
    }

    @Test func aCancelledConsumerEndsItsStream() async {
        let connectivity = ManualConnectivity(.online)
        let consumer = Task {
            for await _ in connectivity.updates() {}
        }
        await connectivity.waitForStreams()
        #expect(connectivity.streamCount == 1)

        consumer.cancel()
        await consumer.value

        #expect(connectivity.streamCount == 0)
    }

    @Test func aReleasedStreamEnds() {
        let connectivity = ManualConnectivity(.online)
        do {
            _ = connectivity.updates()
        }
        #expect(connectivity.streamCount == 0)
    }
}
