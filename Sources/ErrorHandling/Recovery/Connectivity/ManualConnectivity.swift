/// A ``ConnectivityMonitor`` that is online or offline when your code says so: a test switches
/// it to see what the app does, and a tool switches it by hand (a `--offline` option, or its own
/// check of the network) where no monitor watches the device.
///
/// `ErrorHandlingTesting` re-exports it, so a test that imports only that module uses this same
/// type.
///
/// ```swift
/// let connectivity = ManualConnectivity(.offline)
/// let center = ErrorCenter(connectivity: connectivity)
/// center.report(URLError(.notConnectedToInternet)) {
///     try await api.feed()
/// }
/// await connectivity.waitForStreams()   // the center listens
/// connectivity.set(.online)             // it takes the alert down and retries
/// ```
///
/// Every stream of ``updates()`` starts with the state at the time it was made and then gets
/// every change; setting the state it already has changes nothing.
public final class ManualConnectivity: ConnectivityMonitor {
    private struct State {
        var connectivity: Connectivity
        var nextStreamID = 0
        var streams: [Int: AsyncStream<Connectivity>.Continuation] = [:]
    }

    private let state: Locked<State>

    /// How long a change must hold before a center acts on it: none unless the monitor was
    /// made with one, so that a test's change counts at once.
    public let settlingTime: Duration

    /// Creates a monitor in the state `initial`.
    /// - Parameters:
    ///   - initial: Whether the device is online at first.
    ///   - settlingTime: How long a change must hold before a center acts on it, measured on
    ///     the center's clock; none by default.
    public init(_ initial: Connectivity, settlingTime: Duration = .zero) {
        state = Locked(State(connectivity: initial))
        self.settlingTime = settlingTime
    }

    /// The state now.
    public var connectivity: Connectivity {
        state.withLock { $0.connectivity }
    }

    /// How many streams of ``updates()`` are still being listened to. A stream stops counting
    /// when its consumer's task is cancelled or the stream is released.
    public var streamCount: Int {
        state.withLock { $0.streams.count }
    }

    /// Waits until at least `count` streams of ``updates()`` are listened to, so a test can
    /// change the state knowing the code under test sees the change after the state it
    /// started with.
    /// - Parameter count: How many streams to wait for.
    public func waitForStreams(_ count: Int = 1) async {
        while streamCount < count {
            await Task.yield()
        }
    }

    /// A new stream of the state: the state now first, then every change.
    /// - Returns: The stream.
    public func updates() -> AsyncStream<Connectivity> {
        let (stream, continuation) = AsyncStream.makeStream(of: Connectivity.self)
        let id = state.withLock { state in
            defer { state.nextStreamID += 1 }
            state.streams[state.nextStreamID] = continuation
            continuation.yield(state.connectivity)
            return state.nextStreamID
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.streams.removeValue(forKey: id) }
        }
        return stream
    }

    /// Changes the state, and tells every stream of ``updates()`` when it differs from the
    /// state now.
    /// - Parameter state: Whether the device is online.
    public func set(_ state: Connectivity) {
        self.state.withLock { current in
            guard current.connectivity != state else { return }
            current.connectivity = state
            for stream in current.streams.values {
                stream.yield(state)
            }
        }
    }
}
