#if os(Linux)
    import Foundation
    import Glibc

    /// A non-blocking `AF_NETLINK`/`NETLINK_ROUTE` socket that belongs to the link and route
    /// groups, and the read source that calls back when it has something to read: the
    /// `readabilityHandler` of a `FileHandle`, a dispatch read source that, unlike a bare one,
    /// can be shared across threads in Swift 6.
    struct NetlinkSocket: Sendable {
        /// What one receive found.
        enum Received {
            case datagram([UInt8])
            /// The kernel dropped messages (`ENOBUFS`), or one was longer than the buffer.
            case lostMessages
            /// Nothing waits.
            case empty
            case failed
        }

        /// Large enough for any datagram the kernel sends (it fills at most 32 KiB).
        private static let bufferSize = 64 * 1024

        private let descriptor: Int32
        private let handle: FileHandle
        /// The port the kernel gave the socket (`nl_pid`), which its replies carry.
        let port: UInt32

        /// Opens the socket; `nil` when the system refuses (no netlink in a sandbox, too many
        /// open files). Nothing is read before ``watch(_:)``.
        static func open() -> NetlinkSocket? {
            StandardStreams.reserveClosedOnes()
            let descriptor = socket(
                AF_NETLINK,
                Int32(SOCK_RAW.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
                    | Int32(SOCK_CLOEXEC.rawValue), Netlink.routeProtocol)
            guard descriptor >= 0 else { return nil }
            // sockaddr_nl: family, padding, port (0: the kernel picks one), groups.
            var address: [UInt8] = []
            Netlink.append(UInt16(AF_NETLINK), to: &address)
            Netlink.append(UInt16(0), to: &address)
            Netlink.append(UInt32(0), to: &address)
            Netlink.append(Netlink.linkAndRouteGroups, to: &address)
            let bound = address.withUnsafeBytes { bytes in
                bind(
                    descriptor, bytes.baseAddress!.assumingMemoryBound(to: sockaddr.self),
                    socklen_t(bytes.count))
            }
            guard bound == 0 else {
                Glibc.close(descriptor)
                return nil
            }
            var addressLength = socklen_t(address.count)
            let named = address.withUnsafeMutableBytes { bytes in
                getsockname(
                    descriptor, bytes.baseAddress!.assumingMemoryBound(to: sockaddr.self), &addressLength)
            }
            guard named == 0 else {
                Glibc.close(descriptor)
                return nil
            }
            return NetlinkSocket(
                descriptor: descriptor, handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: false),
                port: address.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 4, as: UInt32.self) })
        }

        /// Calls `onReadable`, one call at a time, whenever the socket has something to read.
        func watch(_ onReadable: @escaping @Sendable () -> Void) {
            handle.readabilityHandler = { _ in onReadable() }
        }

        /// Stops the read source and closes the socket.
        func close() {
            handle.readabilityHandler = nil
            try? handle.close()
        }

        func send(_ request: [UInt8]) -> Bool {
            request.withUnsafeBytes { bytes in
                Glibc.send(descriptor, bytes.baseAddress, bytes.count, 0) == bytes.count
            }
        }

        /// Receives one datagram, and drops any that does not come from the kernel.
        func receive() -> Received {
            var buffer = [UInt8](repeating: 0, count: Self.bufferSize)
            var sender = [UInt8](repeating: 0, count: 12)
            while true {
                var senderLength = socklen_t(sender.count)
                let count = buffer.withUnsafeMutableBytes { bytes in
                    sender.withUnsafeMutableBytes { address in
                        recvfrom(
                            descriptor, bytes.baseAddress, bytes.count, Int32(MSG_DONTWAIT | MSG_TRUNC),
                            address.baseAddress!.assumingMemoryBound(to: sockaddr.self), &senderLength)
                    }
                }
                if count < 0 {
                    switch errno {
                    case EINTR: continue
                    case EAGAIN, EWOULDBLOCK: return .empty
                    case ENOBUFS: return .lostMessages
                    default: return .failed
                    }
                }
                if count > buffer.count { return .lostMessages }
                // nl_pid of the sender: 0 is the kernel; any other is a process, which has no say.
                let senderPort = sender.withUnsafeBytes {
                    $0.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
                }
                guard senderPort == 0 else { continue }
                return .datagram(Array(buffer[..<count]))
            }
        }
    }
#endif
