#if os(Linux)
    @testable import ErrorHandling
    import Testing

    @Suite("NetlinkMessage")
    struct NetlinkMessageTests {
        private typealias Bytes = NetlinkMessageBytes

        @Test func readsLinksRoutesAndTheEndOfADumpFromOneDatagram() {
            let datagram =
                Bytes.link(2, flags: Bytes.upAndRunning) + Bytes.route(through: 2) + Bytes.done(sequence: 7)

            let messages = NetlinkMessage.messages(in: datagram)

            #expect(messages.count == 3)
            #expect(
                messages[0].body == .link(NetlinkLink(index: 2, flags: Bytes.upAndRunning), removed: false))
            guard case .route(let route, removed: false, replacing: false) = messages[1].body else {
                Issue.record("not a route: \(messages[1].body)")
                return
            }
            #expect(route.outputInterfaces == [2])
            #expect(route.table == 254)
            #expect(route.gateway == [10, 0, 0, 1])
            #expect(messages[2].body == .done)
            #expect(messages[2].sequence == 7)
        }

        @Test func readsTheInterfacesOfEveryNextHopOfAMultipathRoute() {
            let bodies = Bytes.bodies(Bytes.route(through: nil, multipath: [3, 4]))

            guard case .route(let route, _, _) = bodies.first else {
                Issue.record("not a route: \(bodies)")
                return
            }
            #expect(route.outputInterfaces == [3, 4])
        }

        @Test func aHeaderLongerThanTheDatagramEndsTheReading() {
            var datagram = Bytes.link(2, flags: Bytes.upAndRunning) + Bytes.link(3, flags: Bytes.upAndRunning)
            datagram.removeLast(4)

            #expect(
                Bytes.bodies(datagram) == [
                    .link(NetlinkLink(index: 2, flags: Bytes.upAndRunning), removed: false)
                ])
        }

        @Test func aZeroOrShortLengthEndsTheReadingInsteadOfLooping() {
            for length in [0, 1, 15] as [UInt32] {
                var datagram = Bytes.link(2, flags: Bytes.upAndRunning)
                datagram.replaceSubrange(0..<4, with: Bytes.bytes(of: length))

                #expect(NetlinkMessage.messages(in: datagram + datagram).isEmpty)
            }
        }

        @Test func aBodyCutShortIsIgnoredAndTheNextMessageIsRead() {
            let short = Bytes.message(type: 16, body: [0, 0, 0, 0, 2, 0])
            let shortRoute = Bytes.message(type: 24, body: [2, 0, 0])

            let bodies = Bytes.bodies(short + shortRoute + Bytes.done(sequence: 1))

            #expect(bodies == [.ignored, .ignored, .done])
        }

        @Test func attributesWithLengthsPastTheMessageOrBelowTheirHeaderAreNotRead() {
            for length in [0, 2, 3, 200, UInt16.max] as [UInt16] {
                var body: [UInt8] = [2, 0, 0, 0, 254, 3, 0, 1, 0, 0, 0, 0]
                Netlink.append(length, to: &body)
                Netlink.append(UInt16(4), to: &body)
                body += Bytes.bytes(of: Int32(9))

                let bodies = Bytes.bodies(Bytes.message(type: 24, body: body))

                guard case .route(let route, _, _) = bodies.first else {
                    Issue.record("not a route: \(bodies)")
                    continue
                }
                #expect(route.outputInterfaces.isEmpty, "attribute length \(length)")
            }
        }

        @Test func nextHopsWithHostileLengthsAreNotRead() {
            for length in [0, 7, 100] as [UInt16] {
                var hops: [UInt8] = []
                Netlink.append(length, to: &hops)
                hops += [0, 0]
                Netlink.append(Int32(5), to: &hops)
                let route = Bytes.message(
                    type: 24, body: [2, 0, 0, 0, 254, 3, 0, 1, 0, 0, 0, 0] + Bytes.attribute(9, hops))

                guard case .route(let read, _, _) = Bytes.bodies(route).first else {
                    Issue.record("not a route")
                    continue
                }
                #expect(read.outputInterfaces.isEmpty, "next hop length \(length)")
            }
        }

        @Test func randomBytesNeverCrashAndGiveAtMostOneMessagePerHeader() {
            var generator = SplitMix64(state: 26)
            for size in [0, 1, 15, 16, 17, 64, 4096] {
                for _ in 0..<200 {
                    let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
                    #expect(NetlinkMessage.messages(in: bytes).count <= size / 16)
                }
            }
        }

        @Test func aDatagramOfThousandsOfMessagesIsReadWhole() {
            let datagram = (0..<4_000).flatMap { Bytes.link(Int32($0), flags: Bytes.upAndRunning) }

            #expect(NetlinkMessage.messages(in: datagram).count == 4_000)
        }
    }
#endif
