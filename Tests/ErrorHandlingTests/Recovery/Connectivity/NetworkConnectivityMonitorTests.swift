#if os(Linux)
    import ErrorHandling
    import Testing

    /// The Linux monitor in the test process's own network: what it says depends on the machine,
    /// so these tests compare its streams with each other.
    @Suite("NetworkConnectivityMonitor")
    struct NetworkConnectivityMonitorTests {
        @Test func everyStreamOfEveryMonitorStartsWithTheSameState() async {
            var first = NetworkConnectivityMonitor().updates().makeAsyncIterator()
            var second = NetworkConnectivityMonitor().updates().makeAsyncIterator()

            let state = await first.next()

            #expect(state != nil)
            #expect(await second.next() == state)
        }

        @Test func aStreamAfterTheLastOneEndedStillGetsTheState() async {
            let firstState = await Self.firstValue()

            #expect(firstState != nil)
            #expect(await Self.firstValue() == firstState)
        }

        private static func firstValue() async -> Connectivity? {
            for await state in NetworkConnectivityMonitor().updates() {
                return state
            }
            return nil
        }
    }
#endif
