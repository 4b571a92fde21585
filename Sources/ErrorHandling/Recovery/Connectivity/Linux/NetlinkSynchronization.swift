#if os(Linux)
    /// The conversation with the kernel, as plain data: dump the links, then the routes, then
    /// follow the notifications; dump again when the kernel dropped messages or a dump changed
    /// while it was taken. It says what to send and when the connectivity changed.
    struct NetlinkSynchronization: Sendable {
        /// What the socket's owner does next.
        enum Step: Equatable, Sendable {
            /// Send this request to the kernel.
            case send([UInt8])
            /// Tell every listener: the connectivity changed (or is known for the first time).
            case publish(Connectivity)
            /// The kernel refused a dump: the connectivity cannot be known.
            case fail
        }

        private enum Phase {
            case links, routes, live
        }

        /// The port of the socket, by which replies to its own dumps are told from notifications.
        private let port: UInt32
        private(set) var routing = LinuxRoutingState()
        /// What was last published; `nil` before the first dump ends.
        private(set) var published: Connectivity?
        private var phase = Phase.links
        private var sequence: UInt32 = 0
        private var isInterrupted = false

        init(port: UInt32) {
            self.port = port
        }

        /// Starts over: forgets the tables and asks for the links.
        mutating func start() -> [Step] {
            routing = LinuxRoutingState()
            isInterrupted = false
            return request(.links)
        }

        /// The kernel dropped messages: the tables are taken again — at once when no dump is under
        /// way, else once the one under way has ended. A second dump asked for while one runs is
        /// refused, and that refusal can be dropped too, which would leave the tables waiting for
        /// ever for a dump that never comes.
        mutating func messagesLost() -> [Step] {
            guard phase == .live else {
                isInterrupted = true
                return []
            }
            return start()
        }

        /// Takes in the messages of one datagram.
        mutating func receive(_ messages: [NetlinkMessage]) -> [Step] {
            var steps: [Step] = []
            for message in messages {
                let isOwnReply = message.port == port && port != 0
                if isOwnReply, message.sequence != sequence {
                    continue  // A reply to a dump that was started over.
                }
                if isOwnReply, phase != .live {
                    isInterrupted = isInterrupted || message.isDumpInterrupted
                    switch message.body {
                    case .done:
                        steps += dumpEnded()
                        continue
                    case .error(let code) where code != 0:
                        return steps + [.fail]
                    default:
                        break
                    }
                }
                if message.body == .overrun {
                    steps += messagesLost()
                    continue
                }
                routing.apply(message.body)
            }
            if phase == .live, routing.connectivity != published {
                published = routing.connectivity
                steps.append(.publish(routing.connectivity))
            }
            return steps
        }

        private mutating func dumpEnded() -> [Step] {
            if isInterrupted {
                return start()
            }
            switch phase {
            case .links:
                return request(.routes)
            case .routes, .live:
                phase = .live
                return []
            }
        }

        private mutating func request(_ next: Phase) -> [Step] {
            phase = next
            sequence = sequence == .max ? 1 : sequence + 1
            let type = next == .links ? Netlink.MessageType.getLink : Netlink.MessageType.getRoute
            return [.send(Netlink.dumpRequest(type: type, sequence: sequence))]
        }
    }
#endif
