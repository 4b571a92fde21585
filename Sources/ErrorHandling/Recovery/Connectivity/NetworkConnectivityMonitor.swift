#if canImport(Network)
    import Dispatch
    import Network

    /// A ``ConnectivityMonitor`` that watches the device's network with `NWPathMonitor`.
    ///
    /// ```swift
    /// let center = ErrorCenter(connectivity: NetworkConnectivityMonitor())
    /// ```
    ///
    /// The device is ``Connectivity/online`` while the path is `satisfied`; a path that is
    /// `unsatisfied`, or that `requiresConnection` (a VPN on demand or a cellular connection
    /// that is not active yet), counts as ``Connectivity/offline``, as a request cannot count
    /// on it. Each stream of ``updates()`` has a path monitor of its own, cancelled when the
    /// stream ends. On Linux the same type follows the kernel's netlink messages instead.
    public struct NetworkConnectivityMonitor: ConnectivityMonitor {
        /// Creates a monitor of every network interface.
        public init() {}

        /// A new stream of the connectivity, from a path monitor of its own: the current state
        /// first, then every change.
        /// - Returns: The stream.
        public func updates() -> AsyncStream<Connectivity> {
            AsyncStream { continuation in
                let monitor = NWPathMonitor()
                let last = Locked<Connectivity?>(nil)
                monitor.pathUpdateHandler = { path in
                    let state: Connectivity = path.status == .satisfied ? .online : .offline
                    // The monitor reports every change of the path, also those that keep its status.
                    let isChange = last.withLock { last in
                        defer { last = state }
                        return last != state
                    }
                    if isChange {
                        continuation.yield(state)
                    }
                }
                continuation.onTermination = { _ in monitor.cancel() }
                monitor.start(queue: DispatchQueue(label: "ErrorHandling.NetworkConnectivityMonitor"))
            }
        }
    }
#endif
