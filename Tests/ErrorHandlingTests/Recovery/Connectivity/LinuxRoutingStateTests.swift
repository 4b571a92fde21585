#if os(Linux)
    @testable import ErrorHandling
    import Testing

    @Suite("LinuxRoutingState")
    struct LinuxRoutingStateTests {
        private typealias Bytes = NetlinkMessageBytes

        private func state(after datagrams: [UInt8]...) -> LinuxRoutingState {
            var state = LinuxRoutingState()
            for body in datagrams.flatMap(Bytes.bodies) {
                state.apply(body)
            }
            return state
        }

        @Test func onlyLoopbackIsOffline() {
            #expect(state(after: Bytes.link(1, flags: Bytes.loopback)).connectivity == .offline)
        }

        @Test func aDefaultRouteThroughALinkThatIsUpAndRunningIsOnline() {
            let state = state(
                after: Bytes.link(1, flags: Bytes.loopback), Bytes.link(2, flags: Bytes.upAndRunning),
                Bytes.route(through: 2))

            #expect(state.connectivity == .online)
        }

        @Test func aLinkUpWithoutADefaultRouteIsOffline() {
            let state = state(
                after: Bytes.link(2, flags: Bytes.upAndRunning),
                Bytes.route(destinationLength: 24, through: 2))

            #expect(state.connectivity == .offline)
        }

        @Test func aDefaultRouteThroughLoopbackIsOffline() {
            #expect(
                state(after: Bytes.link(1, flags: Bytes.loopback), Bytes.route(through: 1)).connectivity
                    == .offline)
        }

        @Test func aLinkThatLostItsCarrierIsOfflineAndOnlineAgainWhenItComesBack() {
            let lost = state(
                after: Bytes.link(2, flags: Bytes.upAndRunning), Bytes.route(through: 2),
                Bytes.link(2, flags: Bytes.upWithoutCarrier))
            let back = state(
                after: Bytes.link(2, flags: Bytes.upAndRunning), Bytes.route(through: 2),
                Bytes.link(2, flags: Bytes.upWithoutCarrier), Bytes.link(2, flags: Bytes.upAndRunning))

            #expect(lost.connectivity == .offline)
            #expect(back.connectivity == .online)
        }

        @Test func aLinkTakenDownLosesItsRoutesAsTheKernelDropsThemSilently() {
            let state = state(
                after: Bytes.link(2, flags: Bytes.upAndRunning), Bytes.route(through: 2),
                Bytes.link(2, flags: 0), Bytes.link(2, flags: Bytes.upAndRunning))

            #expect(state.connectivity == .offline)
            #expect(state.defaultRoutes.isEmpty)
        }

        @Test func aRemovedLinkOrRouteIsOffline() {
            let withoutLink = state(
                after: Bytes.link(2, flags: Bytes.upAndRunning), Bytes.route(through: 2),
                Bytes.link(2, flags: Bytes.upAndRunning, removed: true))
            let withoutRoute = state(
                after: Bytes.link(2, flags: Bytes.upAndRunning), Bytes.route(through: 2),
                Bytes.route(through: 2, removed: true))

            #expect(withoutLink.connectivity == .offline)
            #expect(withoutRoute.connectivity == .offline)
        }

        @Test func blackholeAndOtherTablesDoNotCount() {
            let blackhole = state(
                after: Bytes.link(2, flags: Bytes.upAndRunning), Bytes.route(through: 2, type: 6))
            let otherTable = state(
                after: Bytes.link(2, flags: Bytes.upAndRunning), Bytes.route(through: 2, table: 100))

            #expect(blackhole.connectivity == .offline)
            #expect(otherTable.connectivity == .offline)
        }

        @Test func aMultipathRouteIsOnlineWhileOneOfItsLinksIsUp() {
            let one = state(
                after: Bytes.link(3, flags: Bytes.upAndRunning), Bytes.link(4, flags: Bytes.upAndRunning),
                Bytes.route(through: nil, multipath: [3, 4]), Bytes.link(3, flags: 0))
            let none = state(
                after: Bytes.link(3, flags: Bytes.upAndRunning), Bytes.link(4, flags: Bytes.upAndRunning),
                Bytes.route(through: nil, multipath: [3, 4]), Bytes.link(3, flags: 0), Bytes.link(4, flags: 0)
            )

            #expect(one.connectivity == .online)
            #expect(none.connectivity == .offline)
        }
    }
#endif
