#if os(Linux)
    /// One message of an rtnetlink socket, as far as the connectivity monitor reads it.
    struct NetlinkMessage: Equatable, Sendable {
        /// What the message says.
        enum Body: Equatable, Sendable {
            /// A link was added or changed (`removed == false`), or removed.
            case link(NetlinkLink, removed: Bool)
            /// A route was added, changed (`replacing` when it replaces the one with its key) or
            /// removed.
            case route(NetlinkRoute, removed: Bool, replacing: Bool)
            /// The end of a dump.
            case done
            /// An error (negative errno) or an acknowledgement (0) of a request.
            case error(code: Int32)
            /// The kernel dropped messages for this socket.
            case overrun
            /// A type the monitor does not read, or a body too short for its type.
            case ignored
        }

        /// `nlmsg_seq`: the request a reply answers. A notification carries the sequence of
        /// the request that caused it, whoever sent that, or 0.
        var sequence: UInt32
        /// `nlmsg_pid`: the socket a reply answers; for a notification, the socket of the
        /// request that caused it, or 0.
        var port: UInt32
        /// Whether the message is part of a dump that changed while it was taken.
        var isDumpInterrupted: Bool
        var body: Body

        /// The messages of one datagram, in order. Reading stops at the first header whose
        /// length is shorter than a header or runs past the end, so any bytes give a bounded
        /// list in one pass.
        static func messages(in bytes: [UInt8]) -> [NetlinkMessage] {
            var messages: [NetlinkMessage] = []
            var offset = 0
            let reader = ByteReader(bytes: bytes)
            while let length = reader.uint32(at: offset).map(Int.init), length >= Netlink.headerSize,
                length <= bytes.count - offset,
                let type = reader.uint16(at: offset + 4), let flags = reader.uint16(at: offset + 6),
                let sequence = reader.uint32(at: offset + 8), let port = reader.uint32(at: offset + 12)
            {
                let body = ByteReader(bytes: bytes, range: offset + Netlink.headerSize..<offset + length)
                messages.append(
                    NetlinkMessage(
                        sequence: sequence, port: port,
                        isDumpInterrupted: flags & Netlink.MessageFlags.dumpInterrupted != 0,
                        body: Body(type: type, flags: flags, body: body)))
                offset += Netlink.aligned(length)
            }
            return messages
        }
    }

    /// A link (network interface) of an `RTM_NEWLINK` or `RTM_DELLINK` message.
    struct NetlinkLink: Equatable, Sendable {
        /// `ifi_index`.
        var index: Int32
        /// `ifi_flags`.
        var flags: UInt32
    }

    /// A route of an `RTM_NEWROUTE` or `RTM_DELROUTE` message.
    struct NetlinkRoute: Hashable, Sendable {
        var family: UInt8
        /// `rtm_dst_len`: 0 for a default route.
        var destinationLength: UInt8
        var typeOfService: UInt8
        /// `rtm_type`.
        var type: UInt8
        /// `RTA_TABLE` when present, else `rtm_table`.
        var table: UInt32
        /// `RTA_PRIORITY`, the metric.
        var priority: UInt32
        var gateway: [UInt8]
        /// `RTA_OIF`, or the interfaces of the next hops of `RTA_MULTIPATH`; empty when the
        /// route names none (a next-hop object).
        var outputInterfaces: [Int32]
    }

    extension NetlinkMessage.Body {
        fileprivate init(type: UInt16, flags: UInt16, body: ByteReader) {
            switch type {
            case Netlink.MessageType.done:
                self = .done
            case Netlink.MessageType.overrun:
                self = .overrun
            case Netlink.MessageType.error:
                self = body.int32(at: 0).map { .error(code: $0) } ?? .ignored
            case Netlink.MessageType.newLink, Netlink.MessageType.deleteLink:
                guard let index = body.int32(at: 4), let linkFlags = body.uint32(at: 8) else {
                    self = .ignored
                    return
                }
                self = .link(
                    NetlinkLink(index: index, flags: linkFlags),
                    removed: type == Netlink.MessageType.deleteLink)
            case Netlink.MessageType.newRoute, Netlink.MessageType.deleteRoute:
                guard let route = NetlinkRoute(body) else {
                    self = .ignored
                    return
                }
                self = .route(
                    route, removed: type == Netlink.MessageType.deleteRoute,
                    replacing: flags & Netlink.MessageFlags.replace != 0)
            default:
                self = .ignored
            }
        }
    }

    extension NetlinkRoute {
        /// Reads an `rtmsg` and its attributes; `nil` when the fixed part is cut short.
        /// Attributes are read while whole: one whose length is too short or runs past the
        /// message ends the reading.
        fileprivate init?(_ body: ByteReader) {
            guard let family = body.uint8(at: 0), let destinationLength = body.uint8(at: 1),
                let typeOfService = body.uint8(at: 3), let headerTable = body.uint8(at: 4),
                let type = body.uint8(at: 7)
            else { return nil }
            self.init(
                family: family, destinationLength: destinationLength, typeOfService: typeOfService,
                type: type, table: UInt32(headerTable), priority: 0, gateway: [], outputInterfaces: [])
            for (attribute, value) in body.attributes(from: Netlink.aligned(Netlink.routeHeaderSize)) {
                switch attribute {
                case Netlink.RouteAttribute.outputInterface:
                    if let index = value.int32(at: 0) { outputInterfaces.append(index) }
                case Netlink.RouteAttribute.gateway:
                    gateway = value.allBytes
                case Netlink.RouteAttribute.priority:
                    priority = value.uint32(at: 0) ?? priority
                case Netlink.RouteAttribute.table:
                    table = value.uint32(at: 0) ?? self.table
                case Netlink.RouteAttribute.multipath:
                    outputInterfaces += value.nexthopInterfaces()
                default:
                    break
                }
            }
        }
    }

    /// Bounds-checked reads of host-order integers from a range of a byte array.
    private struct ByteReader {
        let bytes: [UInt8]
        let range: Range<Int>

        init(bytes: [UInt8], range: Range<Int>? = nil) {
            self.bytes = bytes
            self.range = range ?? bytes.indices
        }

        var allBytes: [UInt8] {
            Array(bytes[range])
        }

        func uint8(at offset: Int) -> UInt8? {
            load(at: offset)
        }

        func uint16(at offset: Int) -> UInt16? {
            load(at: offset)
        }

        func uint32(at offset: Int) -> UInt32? {
            load(at: offset)
        }

        func int32(at offset: Int) -> Int32? {
            load(at: offset)
        }

        private func load<Value: FixedWidthInteger>(at offset: Int) -> Value? {
            let size = MemoryLayout<Value>.size
            guard offset >= 0, offset <= range.count - size else { return nil }
            return bytes.withUnsafeBytes {
                $0.loadUnaligned(fromByteOffset: range.lowerBound + offset, as: Value.self)
            }
        }

        /// A reader of `offset..<offset + length` of this range, or `nil` past its end.
        func slice(at offset: Int, length: Int) -> ByteReader? {
            guard offset >= 0, length >= 0, offset <= range.count - length else { return nil }
            let start = range.lowerBound + offset
            return ByteReader(bytes: bytes, range: start..<start + length)
        }

        /// The `rtattr`s from `offset` on: their types and values, in order, while each is whole.
        func attributes(from offset: Int) -> [(UInt16, ByteReader)] {
            var attributes: [(UInt16, ByteReader)] = []
            var offset = offset
            while let length = uint16(at: offset).map(Int.init), length >= Netlink.attributeHeaderSize,
                let type = uint16(at: offset + 2),
                let value = slice(
                    at: offset + Netlink.attributeHeaderSize, length: length - Netlink.attributeHeaderSize)
            {
                attributes.append((type, value))
                offset += Netlink.aligned(length)
            }
            return attributes
        }

        /// The interfaces of the `rtnexthop`s this range holds, while each is whole.
        func nexthopInterfaces() -> [Int32] {
            var interfaces: [Int32] = []
            var offset = 0
            while let length = uint16(at: offset).map(Int.init), length >= Netlink.nexthopSize,
                slice(at: offset, length: length) != nil, let index = int32(at: offset + 4)
            {
                interfaces.append(index)
                offset += Netlink.aligned(length)
            }
            return interfaces
        }
    }
#endif
