/// Whether the device can reach the network, as a ``ConnectivityMonitor`` tells it.
public enum Connectivity: Sendable, Hashable {
    /// The device has a network connection that requests can use.
    case online
    /// The device has no network connection that requests can use.
    case offline
}

extension ErrorAssessment {
    /// Shows the error, as a report brings it to a center, as `connectivity` (what the center
    /// last heard from its monitor) makes true, and works out its grouping key once, and its
    /// verdicts too when the report `retries` or the device is offline.
    ///
    /// - Online, an error translated as ``AppError/offline`` is shown as
    ///   ``AppError/network(underlying:)`` of the error as thrown.
    /// - Offline, an error about the connection (a connection that could not be made or was
    ///   lost, Firebase's network error, Firestore's unavailable) is shown as
    ///   ``AppError/offline``. A timeout stays a timeout.
    /// - Until the monitor's first value, and without a monitor, the translation stands.
    /// - Parameter retries: Whether the report carries a retry, whose offer and runs read the
    ///   verdicts again and again: they are then worked out here, once.
    mutating func show(under connectivity: Connectivity?, retries: Bool) {
        if retries || connectivity == .offline {
            workOutVerdicts()
        }
        let isShownOffline = self.isShownOffline
        switch connectivity {
        case .online? where isShownOffline:
            show(AppError.network(underlying: error))
        case .offline? where !isShownOffline && connection != nil:
            show(AppError.offline)
        default:
            workOutGroupingKey()
        }
    }
}
