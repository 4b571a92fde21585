import ErrorHandling

/// A connectivity monitor that passes on exactly what the test sends, repeats included, to the
/// one stream a center reads; a change counts after `settlingTime` on the center's clock,
/// at once unless told.
final class ScriptedConnectivity: ConnectivityMonitor {
    let settlingTime: Duration
    private let stream: AsyncStream<Connectivity>
    private let continuation: AsyncStream<Connectivity>.Continuation

    init(settlingTime: Duration = .zero) {
        self.settlingTime = settlingTime
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
