#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Keeps standard input, output and error for what they are.
///
/// A process started with one of them closed (`tool <&-`) gets that number for its next file
/// or socket. Were it the package's — a log file, the netlink socket, a spool file — a terminal
/// presenter would read its answers from that socket and `print` would write into the log. So
/// before the package opens a descriptor, any of the three that is closed is opened on
/// `/dev/null`, once per process: reading finds the end of input, as it would have.
package enum StandardStreams {
    /// Opens `/dev/null` on each of 0, 1 and 2 that is closed; does it once, whoever asks.
    package static func reserveClosedOnes() {
        _ = reserved
    }

    private static let reserved: Void = {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest closed number is what `open` returns; one that is not is moved there.
            let null = open("/dev/null", O_RDWR)
            guard null >= 0 else { return }
            if null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }()
}
