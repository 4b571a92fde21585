#if os(Linux)
    @testable import ErrorHandling
    import Testing

    @Suite("NetlinkSynchronization")
    struct NetlinkSynchronizationTests {
        private typealias Bytes = NetlinkMessageBytes

        private static let linkDump = Netlink.dumpRequest(type: Netlink.MessageType.getLink, sequence: 1)
        private static let routeDump = Netlink.dumpRequest(type: Netlink.MessageType.getRoute, sequence: 2)

        private func receive(_ bytes: [UInt8], into synchronization: inout NetlinkSynchronization)
            -> [NetlinkSynchronization.Step]
        {
            synchronization.receive(NetlinkMessage.messages(in: bytes))
        }

        @Test func asksForTheLinksThenTheRoutesAndPublishesOnlyWhenBothAreKnown() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)

            #expect(synchronization.start() == [.send(Self.linkDump)])
            #expect(
                receive(Bytes.link(2, flags: Bytes.upAndRunning, sequence: 1), into: &synchronization) == [])
            #expect(receive(Bytes.done(sequence: 1), into: &synchronization) == [.send(Self.routeDump)])
            #expect(receive(Bytes.route(through: 2, sequence: 2), into: &synchronization) == [])
            #expect(receive(Bytes.done(sequence: 2), into: &synchronization) == [.publish(.online)])
        }

        @Test func publishesEveryChangeAndNeverTheSameStateTwice() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)
            _ = synchronization.start()
            _ = receive(Bytes.done(sequence: 1), into: &synchronization)

            #expect(receive(Bytes.done(sequence: 2), into: &synchronization) == [.publish(.offline)])
            #expect(receive(Bytes.link(2, flags: Bytes.upAndRunning), into: &synchronization) == [])
            #expect(receive(Bytes.route(through: 2), into: &synchronization) == [.publish(.online)])
            #expect(receive(Bytes.route(through: 2), into: &synchronization) == [])
            #expect(
                receive(Bytes.route(through: 2, removed: true), into: &synchronization) == [
                    .publish(.offline)
                ])
        }

        @Test func aNotificationCausedByAnotherProcessCountsWhateverItsSequence() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)
            _ = synchronization.start()
            _ = receive(Bytes.link(2, flags: Bytes.upAndRunning, sequence: 1), into: &synchronization)
            _ = receive(Bytes.done(sequence: 1), into: &synchronization)
            _ = receive(Bytes.done(sequence: 2), into: &synchronization)

            // `ip route add` numbers its request; the kernel's notification carries that number.
            let notification = Bytes.route(through: 2, sequence: 1_796_167_854, port: 9_001)

            #expect(receive(notification, into: &synchronization) == [.publish(.online)])
        }

        @Test func aDumpThatChangedWhileItWasTakenIsTakenAgainFromTheLinks() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)
            _ = synchronization.start()

            let steps = receive(Bytes.done(sequence: 1, interrupted: true), into: &synchronization)

            #expect(steps == [.send(Netlink.dumpRequest(type: Netlink.MessageType.getLink, sequence: 2))])
        }

        @Test func aRefusedDumpFailsRatherThanGuessing() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)
            _ = synchronization.start()
            var refusal: [UInt8] = []
            Netlink.append(Int32(-1), to: &refusal)
            refusal += [UInt8](repeating: 0, count: 16)

            let steps = receive(Bytes.message(type: 2, sequence: 1, body: refusal), into: &synchronization)

            #expect(steps == [.fail])
            #expect(synchronization.published == nil)
        }

        @Test func lostMessagesStartOverAndKeepTheLastPublishedState() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)
            _ = synchronization.start()
            _ = receive(Bytes.link(2, flags: Bytes.upAndRunning, sequence: 1), into: &synchronization)
            _ = receive(Bytes.done(sequence: 1), into: &synchronization)
            _ = receive(Bytes.route(through: 2, sequence: 2), into: &synchronization)
            _ = receive(Bytes.done(sequence: 2), into: &synchronization)

            #expect(
                synchronization.start() == [
                    .send(Netlink.dumpRequest(type: Netlink.MessageType.getLink, sequence: 3))
                ])
            #expect(
                receive(Bytes.link(2, flags: Bytes.upAndRunning, sequence: 3), into: &synchronization) == [])
            #expect(
                receive(Bytes.done(sequence: 3), into: &synchronization) == [
                    .send(Netlink.dumpRequest(type: Netlink.MessageType.getRoute, sequence: 4))
                ])
            #expect(
                receive(
                    Bytes.route(through: 2, sequence: 4) + Bytes.done(sequence: 4), into: &synchronization)
                    == [])
            #expect(synchronization.published == .online)
        }

        @Test func messagesLostWhileADumpRunsTakeTheTablesAgainOnceItEndsWithoutAskingForASecondDump() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)
            _ = synchronization.start()

            #expect(synchronization.messagesLost() == [])
            #expect(
                receive(Bytes.link(2, flags: Bytes.upAndRunning, sequence: 1), into: &synchronization) == [])
            #expect(
                receive(Bytes.done(sequence: 1), into: &synchronization) == [
                    .send(Netlink.dumpRequest(type: Netlink.MessageType.getLink, sequence: 2))
                ])
            #expect(synchronization.routing.linkFlags.isEmpty)
        }

        @Test func messagesLostWhileNoDumpRunsTakeTheTablesAgainAtOnce() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)
            _ = synchronization.start()
            _ = receive(Bytes.done(sequence: 1), into: &synchronization)
            _ = receive(Bytes.done(sequence: 2), into: &synchronization)

            #expect(
                synchronization.messagesLost() == [
                    .send(Netlink.dumpRequest(type: Netlink.MessageType.getLink, sequence: 3))
                ])
        }

        @Test func repliesToADumpThatWasStartedOverAreIgnored() {
            var synchronization = NetlinkSynchronization(port: Bytes.ownPort)
            _ = synchronization.start()
            _ = synchronization.start()

            #expect(receive(Bytes.done(sequence: 1), into: &synchronization) == [])
            #expect(
                receive(Bytes.link(2, flags: Bytes.upAndRunning, sequence: 1), into: &synchronization) == [])
            #expect(synchronization.routing.linkFlags.isEmpty)
        }
    }
#endif
