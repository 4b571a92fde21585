import ErrorHandling
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A collector on 127.0.0.1 that answers every request as its script says, misbehaving where a
/// test needs it to: a plain HTTP/1.1 server on a thread for each connection, with no OTLP
/// decoding (the Python receiver does that). It keeps the bodies it received and how many bytes
/// of answers it could write, and closes every connection when it is released.
final class ScriptedCollector: Sendable {
    /// How to answer a request.
    enum Answer: Sendable {
        /// `200` with an empty body.
        case accept
        /// `status`, with a `Retry-After` header when given, and an empty body.
        case status(Int, retryAfter: String?)
        /// `200`, then a body in chunks of one byte, one every `interval`, never ending.
        case dribble(interval: Duration)
        /// `200` with a `Content-Length` of `announced` bytes, of which `written` zeros are
        /// written as fast as the client reads; the rest never comes, and the connection stays
        /// open until the client closes it. (All of Foundation's sessions in a process share one
        /// queue on Linux: a real answer of hundreds of megabytes would hold every other test's
        /// requests up for minutes under a sanitizer.)
        case largeBody(announced: Int, written: Int)
        /// Nothing: the request is read and never answered.
        case silence
    }

    private struct State: Sendable {
        var bodies: [[UInt8]] = []
        var answeredBytes = 0
        var connections: [Int32] = []
        var isStopped = false
    }

    let port: Int
    private let listener: Int32
    private let state = Locked(State())

    var endpoint: URL {
        URL(string: "http://127.0.0.1:\(port)/v1/logs")!
    }

    /// The bodies of the requests received so far.
    var bodies: [[UInt8]] {
        state.withLock { $0.bodies }
    }

    /// The bytes of answers written so far, headers included.
    var answeredBytes: Int {
        state.withLock { $0.answeredBytes }
    }

    init(_ answer: Answer) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard listener >= 0, bound else {
            _ = systemClose(listener)
            throw CollectorFailure.cannotListen
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let state = state
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                let isStopped = state.withLock {
                    if connection >= 0 { $0.connections.append(connection) }
                    return $0.isStopped
                }
                guard connection >= 0, !isStopped else {
                    // Closed here, where it is no longer used, so that its number is not given
                    // to another socket while this thread still waits on it.
                    _ = systemClose(listener)
                    if connection >= 0 { Self.close(connection, state) }
                    return
                }
                Thread.detachNewThread { Self.serve(connection, answer, state) }
            }
        }
    }

    // Shut down, not closed: each socket is closed by the thread that uses it, under the lock,
    // so none is shut down after its number went to another socket of the tests.
    deinit {
        state.withLock {
            $0.isStopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            for connection in $0.connections { shutdown(connection, Int32(SHUT_RDWR)) }
        }
    }

    private static func close(_ connection: Int32, _ state: Locked<State>) {
        state.withLock {
            $0.connections.removeAll { $0 == connection }
            _ = systemClose(connection)
        }
    }

    private static func serve(_ connection: Int32, _ answer: Answer, _ state: Locked<State>) {
        defer { close(connection, state) }
        var reader = RequestReader(connection: connection)
        while let body = reader.nextBody() {
            state.withLock { $0.bodies.append(body) }
            let keepsOpen: Bool
            switch answer {
            case .accept:
                keepsOpen = write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", to: connection, state)
            case .status(let status, let retryAfter):
                let header = retryAfter.map { "Retry-After: \($0)\r\n" } ?? ""
                keepsOpen = write(
                    "HTTP/1.1 \(status) Status\r\n\(header)Content-Length: 0\r\n\r\n", to: connection, state)
            case .dribble(let interval):
                guard write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", to: connection, state)
                else { return }
                while write("1\r\n0\r\n", to: connection, state), !state.withLock(\.isStopped) {
                    Thread.sleep(
                        forTimeInterval: Double(interval.components.seconds)
                            + Double(interval.components.attoseconds) * 1e-18)
                }
                return
            case .largeBody(let announced, let written):
                guard write("HTTP/1.1 200 OK\r\nContent-Length: \(announced)\r\n\r\n", to: connection, state)
                else { return }
                let chunk = String(repeating: "\0", count: 65_536)
                var left = written
                while left > 0, write(String(chunk.prefix(left)), to: connection, state) {
                    left -= min(left, 65_536)
                }
                waitUntilClosedOrStopped(connection, state)
                return
            case .silence:
                waitUntilClosedOrStopped(connection, state)
                return
            }
            guard keepsOpen else { return }
        }
    }

    /// Returns once the client closed `connection` or the collector is released.
    private static func waitUntilClosedOrStopped(_ connection: Int32, _ state: Locked<State>) {
        var byte: UInt8 = 0
        while !state.withLock(\.isStopped) {
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) >= 0 else { return }
            if poller.revents != 0, recv(connection, &byte, 1, Int32(MSG_DONTWAIT)) <= 0 { return }
        }
    }

    /// Writes all of `text`; returns whether it could.
    private static func write(_ text: String, to connection: Int32, _ state: Locked<State>) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            offset += count
            state.withLock { $0.answeredBytes += count }
        }
        return true
    }
}

/// Reads HTTP requests with a `Content-Length` from a connection, one after the other.
private struct RequestReader {
    let connection: Int32
    private var buffer: [UInt8] = []

    init(connection: Int32) {
        self.connection = connection
    }

    /// The next request's body; `nil` when the connection closed first.
    mutating func nextBody() -> [UInt8]? {
        let separator = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        while true {
            if buffer.count >= 4 {
                headerEnd = (0...(buffer.count - 4)).first { Array(buffer[$0..<$0 + 4]) == separator }
            }
            if headerEnd != nil { break }
            guard fill() else { return nil }
        }
        let header = String(decoding: buffer[..<headerEnd!], as: UTF8.self).lowercased()
        let length =
            header.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        buffer.removeFirst(headerEnd! + 4)
        while buffer.count < length {
            guard fill() else { return nil }
        }
        defer { buffer.removeFirst(length) }
        return Array(buffer[..<length])
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }
}

/// `close(2)`, which the collector's own `close` hides inside the type.
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

enum CollectorFailure: Error {
    case cannotListen
}
