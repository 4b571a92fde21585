// Network is importable on Linux only where .ci/typecheck-apple.sh checks the Apple monitor
// against its shims; that build has the Apple monitor instead.
#if os(Linux) && !canImport(Network)
    /// A ``ConnectivityMonitor`` that watches the device's network through the kernel's
    /// rtnetlink messages about links and routes.
    ///
    /// ```swift
    /// let center = ErrorCenter(connectivity: NetworkConnectivityMonitor())
    /// ```
    ///
    /// The device is ``Connectivity/online`` while an interface other than loopback is up, has a
    /// carrier, and a default route of the main routing table leads through it (IPv4 or IPv6);
    /// otherwise it is ``Connectivity/offline``. Whether a server answers is not checked.
    ///
    /// Every stream of every monitor shares one netlink socket of the process, opened for the
    /// first stream and closed after the last; the kernel's messages arrive on a dispatch read
    /// source, so nothing polls and no thread waits. Each stream starts with the state once the
    /// kernel has listed the links and routes.
    ///
    /// A change is passed on at once, unless the last one was passed on less than a quarter of a
    /// second before: then the state as it is when that quarter has passed. A stream keeps only
    /// the newest value its reader has not taken. So a route that flaps thousands of times a
    /// second costs its listeners a few values a second, and the last value is always the
    /// state the routes are in.
    ///
    /// Where the socket cannot be opened (a sandbox without netlink, no file descriptors left),
    /// or the kernel refuses to list the routes, the streams end without a value: the monitor
    /// reports nothing rather than a state it does not know, and a center then behaves as
    /// without a monitor.
    public struct NetworkConnectivityMonitor: ConnectivityMonitor {
        /// Creates a monitor of every network interface.
        public init() {}

        /// A new stream of the connectivity: the current state first, then its changes, at most
        /// about four a second.
        /// - Returns: The stream.
        public func updates() -> AsyncStream<Connectivity> {
            let (stream, continuation) = AsyncStream.makeStream(
                of: Connectivity.self, bufferingPolicy: .bufferingNewest(1))
            NetlinkRouteWatcher.shared.add(continuation)
            return stream
        }
    }
#endif
