import Observation

/// Suspends until `condition` holds, evaluating it again each time an observable value it read
/// changes. While it is false, `condition` must read an observable value that will change.
@MainActor
func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition() {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = MainActor.assumeIsolated { condition() }
            } onChange: {
                continuation.resume()
            }
        }
    }
}

/// Lets a test wait for something that happens on another task.
final class Signal: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    }

    /// Tells the waiting test; a later ``wait()`` returns at once.
    func fire() {
        continuation.yield()
    }

    /// Waits for one ``fire()``.
    func wait() async {
        for await _ in stream {
            return
        }
    }
}
