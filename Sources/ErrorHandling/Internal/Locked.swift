import Foundation

/// A value that is only ever read or written while an `NSLock` is held.
///
/// `Mutex` from the Synchronization module would be the natural choice, but it needs iOS 18 and
/// macOS 15 while this package supports iOS 17 and macOS 14, so the lock is an `NSLock`.
package final class Locked<State> {
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

// Safe: every access to `state` goes through `withLock`, which holds the lock.
extension Locked: @unchecked Sendable where State: Sendable {}
