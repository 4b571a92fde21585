import Dispatch
import ErrorHandling

/// Runs `body` on a detached task and blocks the main actor until it has finished, so that
/// what `body` does from other threads (reports to an `ErrorCenter`) waits for the main actor.
/// - Parameter body: The work to do while the main actor is blocked.
/// - Returns: What `body` returned.
package func whileBlockingTheMainActor<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let result = Locked<T?>(nil)
    Task.detached {
        result.withLock { $0 = body() }
        done.signal()
    }
    done.wait()
    return result.withLock { $0 }!
}
