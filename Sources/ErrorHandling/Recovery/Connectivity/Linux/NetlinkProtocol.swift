#if os(Linux)
    /// The parts of the kernel's rtnetlink protocol (`linux/netlink.h`, `linux/rtnetlink.h`,
    /// `linux/if.h`) the connectivity monitor reads; Glibc does not expose them to Swift.
    enum Netlink {
        /// `NETLINK_ROUTE`: the protocol of routes, links and addresses.
        static let routeProtocol: Int32 = 0
        /// The groups of `sockaddr_nl.nl_groups`: `RTMGRP_LINK | RTMGRP_IPV4_ROUTE |
        /// RTMGRP_IPV6_ROUTE`.
        static let linkAndRouteGroups: UInt32 = 0x1 | 0x40 | 0x400

        /// `sizeof(struct nlmsghdr)`: length, type, flags, sequence, port.
        static let headerSize = 16
        /// `sizeof(struct ifinfomsg)`.
        static let linkHeaderSize = 16
        /// `sizeof(struct rtmsg)`.
        static let routeHeaderSize = 12
        /// `sizeof(struct rtattr)`.
        static let attributeHeaderSize = 4
        /// `sizeof(struct rtnexthop)`.
        static let nexthopSize = 8

        /// `NLMSG_ALIGN` and `RTA_ALIGN`: messages and attributes start on 4-byte boundaries.
        static func aligned(_ length: Int) -> Int {
            (length + 3) & ~3
        }

        /// `nlmsg_type` values.
        enum MessageType {
            static let error: UInt16 = 2
            static let done: UInt16 = 3
            static let overrun: UInt16 = 4
            static let newLink: UInt16 = 16
            static let deleteLink: UInt16 = 17
            static let getLink: UInt16 = 18
            static let newRoute: UInt16 = 24
            static let deleteRoute: UInt16 = 25
            static let getRoute: UInt16 = 26
        }

        /// `nlmsg_flags` values.
        enum MessageFlags {
            static let request: UInt16 = 0x1
            static let dumpInterrupted: UInt16 = 0x10
            static let replace: UInt16 = 0x100
            /// `NLM_F_ROOT | NLM_F_MATCH`.
            static let dump: UInt16 = 0x300
        }

        /// `ifi_flags` values.
        enum LinkFlags {
            static let up: UInt32 = 0x1
            static let loopback: UInt32 = 0x8
            /// Set while the operational state is up (or unknown, as on a tunnel): the link has
            /// a carrier.
            static let running: UInt32 = 0x40
        }

        /// `rtattr` types of a route.
        enum RouteAttribute {
            static let outputInterface: UInt16 = 4
            static let gateway: UInt16 = 5
            static let priority: UInt16 = 6
            static let multipath: UInt16 = 9
            static let table: UInt16 = 15
        }

        /// `RTN_UNICAST`: a route that leads somewhere (not blackhole, unreachable, local…).
        static let unicastRoute: UInt8 = 1
        /// `RT_TABLE_MAIN`.
        static let mainTable: UInt32 = 254

        /// A request to dump every link (`RTM_GETLINK`) or route (`RTM_GETROUTE`) of every
        /// family: a header and a zeroed `ifinfomsg` or `rtmsg`.
        static func dumpRequest(type: UInt16, sequence: UInt32) -> [UInt8] {
            let bodySize = type == MessageType.getLink ? linkHeaderSize : routeHeaderSize
            let length = UInt32(headerSize + aligned(bodySize))
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Int(length))
            append(length, to: &bytes)
            append(type, to: &bytes)
            append(MessageFlags.request | MessageFlags.dump, to: &bytes)
            append(sequence, to: &bytes)
            append(UInt32(0), to: &bytes)
            bytes += [UInt8](repeating: 0, count: Int(length) - headerSize)
            return bytes
        }

        /// Appends `value` in the host's byte order, as netlink carries it.
        static func append(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
            withUnsafeBytes(of: value) { bytes += $0 }
        }
    }
#endif
