#if os(Linux)
    @testable import ErrorHandling

    /// rtnetlink messages as the kernel writes them, for the tests of the Linux monitor.
    enum NetlinkMessageBytes {
        static let loopback: UInt32 = 0x1 | 0x8 | 0x40
        static let upAndRunning: UInt32 = 0x1 | 0x40
        static let upWithoutCarrier: UInt32 = 0x1

        /// The port of the socket in the tests of the synchronization.
        static let ownPort: UInt32 = 4_242

        /// One message: a header with `type`, `flags`, `sequence` and `port` (the test's socket
        /// when a sequence is given), then `body`.
        static func message(
            type: UInt16, flags: UInt16 = 0, sequence: UInt32 = 0, port: UInt32? = nil, body: [UInt8]
        ) -> [UInt8] {
            var bytes: [UInt8] = []
            Netlink.append(UInt32(16 + body.count), to: &bytes)
            Netlink.append(type, to: &bytes)
            Netlink.append(flags, to: &bytes)
            Netlink.append(sequence, to: &bytes)
            Netlink.append(port ?? (sequence == 0 ? 0 : ownPort), to: &bytes)
            return bytes + body + [UInt8](repeating: 0, count: Netlink.aligned(body.count) - body.count)
        }

        /// An `RTM_NEWLINK` (or `RTM_DELLINK`) of the link `index` with `flags`.
        static func link(_ index: Int32, flags: UInt32, removed: Bool = false, sequence: UInt32 = 0)
            -> [UInt8]
        {
            var body: [UInt8] = [0, 0, 0, 0]
            Netlink.append(index, to: &body)
            Netlink.append(flags, to: &body)
            Netlink.append(UInt32(0), to: &body)
            return message(type: removed ? 17 : 16, sequence: sequence, body: body)
        }

        /// An `RTM_NEWROUTE` (or `RTM_DELROUTE`) of a unicast IPv4 route of the main table.
        static func route(
            destinationLength: UInt8 = 0, through interface: Int32?, type: UInt8 = 1, table: UInt8 = 254,
            removed: Bool = false, multipath: [Int32] = [], sequence: UInt32 = 0,
            port: UInt32? = nil
        ) -> [UInt8] {
            var body: [UInt8] = [2, destinationLength, 0, 0, table, 3, 0, type]
            Netlink.append(UInt32(0), to: &body)
            body += attribute(5, [10, 0, 0, 1])
            if let interface {
                body += attribute(4, bytes(of: interface))
            }
            if !multipath.isEmpty {
                body += attribute(
                    9,
                    multipath.flatMap { index in
                        var hop: [UInt8] = []
                        Netlink.append(UInt16(8), to: &hop)
                        hop += [0, 0]
                        Netlink.append(index, to: &hop)
                        return hop
                    })
            }
            return message(type: removed ? 25 : 24, sequence: sequence, port: port, body: body)
        }

        static func done(sequence: UInt32, interrupted: Bool = false) -> [UInt8] {
            message(type: 3, flags: interrupted ? 0x10 | 0x2 : 0x2, sequence: sequence, body: [0, 0, 0, 0])
        }

        static func attribute(_ type: UInt16, _ value: [UInt8]) -> [UInt8] {
            var bytes: [UInt8] = []
            Netlink.append(UInt16(4 + value.count), to: &bytes)
            Netlink.append(type, to: &bytes)
            bytes += value
            return bytes + [UInt8](repeating: 0, count: Netlink.aligned(value.count) - value.count)
        }

        static func bytes(of value: some FixedWidthInteger) -> [UInt8] {
            var bytes: [UInt8] = []
            Netlink.append(value, to: &bytes)
            return bytes
        }

        /// The bodies of the messages of `bytes`.
        static func bodies(_ bytes: [UInt8]) -> [NetlinkMessage.Body] {
            NetlinkMessage.messages(in: bytes).map(\.body)
        }
    }
#endif
