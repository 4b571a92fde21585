/// Whether the device can reach the network, as a ``ConnectivityMonitor`` tells it.
public enum Connectivity: Sendable, Hashable {
    /// The device has a network connection that requests can use.
    case online
    /// The device has no network connection that requests can use.
    case offline
}
