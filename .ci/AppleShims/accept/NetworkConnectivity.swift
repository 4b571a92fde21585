// The core's NetworkConnectivityMonitor is compiled in (`#if canImport(Network)` was taken) and
// is what an app hands its center.
import ErrorHandling

@MainActor func makeCenter() -> ErrorCenter {
    ErrorCenter(connectivity: NetworkConnectivityMonitor())
}

func firstState(of monitor: some ConnectivityMonitor) async -> Connectivity? {
    var updates = monitor.updates().makeAsyncIterator()
    return await updates.next()
}

func watch() async -> Connectivity? {
    await firstState(of: NetworkConnectivityMonitor())
}
