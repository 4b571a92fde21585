#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value that is only ever read or written while a lock is held.
///
/// `Mutex` from the Synchronization module would be the natural choice, but it needs iOS 18 and
/// macOS 15 while this package supports iOS 17 and macOS 14. So the value and a
/// `pthread_mutex_t` share one heap block (a `ManagedBuffer`), which is one allocation where an
/// `NSLock` beside the value takes three on Linux. Copies of a `Locked` share that block, as
/// references to one lock do.
package struct Locked<State> {
    private let storage: LockedStorage<State>

    package init(_ state: consuming State) {
        storage = LockedStorage.make(state)
    }

    /// Runs `body` with exclusive access to the state.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }
}

// Safe: every access to the state goes through `withLock`, which holds the lock.
extension Locked: @unchecked Sendable where State: Sendable {}

/// The heap block of a ``Locked``: the state as the header, the mutex as the one element, so
/// the mutex never moves.
private final class LockedStorage<State>: ManagedBuffer<State, pthread_mutex_t> {
    static func make(_ state: consuming State) -> LockedStorage<State> {
        // Moved into the header rather than copied: a large state would otherwise be copied
        // and the original destroyed.
        var moving: State? = state
        let buffer = create(minimumCapacity: 1) { _ in moving.take()! }
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        // `create` returns an instance of the class it is called on.
        return unsafeDowncast(buffer, to: LockedStorage<State>.self)
    }

    deinit {
        withUnsafeMutablePointers { _, mutex in
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            // The header (the state) is deinitialized by ManagedBuffer itself.
        }
    }
}
