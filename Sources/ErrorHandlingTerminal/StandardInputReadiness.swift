#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Waits until standard input has a byte to read, so that a read can be given up before it
/// takes anything: a prompt taken down while nobody typed leaves standard input as it was, for
/// the next prompt or the tool's own `readLine()`.
enum StandardInputReadiness {
    /// How often a wait looks whether it was given up.
    private static let checkInterval: Int32 = 100  // milliseconds

    /// Returns `true` once a byte of standard input can be read without blocking (the end of
    /// input and a closed descriptor count: the read then says so), `false` as soon as
    /// `isAbandoned` is `true` before that (it is asked each tenth of a second).
    @Sendable static func waitForInput(_ isAbandoned: () -> Bool) -> Bool {
        while !isAbandoned() {
            if hasBufferedInput() {
                return true
            }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, checkInterval)
            if ready > 0 || (ready < 0 && errno != EINTR) {
                return true
            }
        }
        return false
    }

    /// Whether the C library holds bytes of standard input it has read ahead: `poll` does not
    /// see those.
    private static func hasBufferedInput() -> Bool {
        #if canImport(Glibc)
            guard let input = stdin else { return true }
            return input.pointee._IO_read_ptr != input.pointee._IO_read_end
        #elseif canImport(Darwin)
            guard let input = stdin else { return true }
            return input.pointee._r > 0
        #else
            // Unknown buffering: never wait, so no buffered byte is left unread.
            return true
        #endif
    }
}
