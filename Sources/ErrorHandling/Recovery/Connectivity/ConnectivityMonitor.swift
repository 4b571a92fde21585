/// Tells whether the device is online, and every time that changes.
///
/// Give one to ``ErrorCenter/init(handler:logger:capacity:retryPolicy:clock:connectivity:)`` and
/// the center runs the retry of an "offline" alert by itself as soon as the device is back
/// online. On Apple platforms and on Linux `NetworkConnectivityMonitor` watches the network;
/// ``ManualConnectivity`` changes when a test or a tool says so.
///
/// ```swift
/// struct AlwaysOnline: ConnectivityMonitor {
///     func updates() -> AsyncStream<Connectivity> {
///         AsyncStream { $0.yield(.online) }
///     }
/// }
/// ```
public protocol ConnectivityMonitor: Sendable {
    /// A new stream of the connectivity: the current state first, then every change (never
    /// the same state twice in a row).
    ///
    /// Each call returns a stream of its own; when its consumer's task is cancelled or the
    /// stream is released, the monitor stops watching for it.
    /// - Returns: The stream.
    func updates() -> AsyncStream<Connectivity>

    /// How long a change must hold before a center acts on it: a network that flaps between
    /// offline and online starts no retry until it stays online this long. The first value of
    /// ``updates()`` counts at once. 250 milliseconds unless the monitor says otherwise.
    var settlingTime: Duration { get }
}

extension ConnectivityMonitor {
    /// 250 milliseconds: long enough for a network that flaps to settle, short enough that
    /// nobody waits for a retry.
    public var settlingTime: Duration { .milliseconds(250) }
}
