import ErrorHandling

/// A connectivity monitor that passes on exactly what the test sends, repeats included, to the
/// one stream a center reads.
final class ScriptedConnectivity: ConnectivityMonitor {
    private let stream: AsyncStream<Connectivity>
    private let continuation: AsyncStream<Connectivity>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Connectivity.self)
    }

    func updates() -> AsyncStream<Connectivity> {
        stream
    }

    func send(_ states: Connectivity...) {
        for state in states {
            continuation.yield(state)
        }
    }
}
