import ErrorHandling
import Foundation
import Observation

/// An error whose grouping key is set by its code: `[test.center <code>]`.
struct KeyedError: CustomNSError {
    static let errorDomain = "test.center"
    let errorCode: Int
}

/// Counts how often something ran, from any thread.
final class Counter: Sendable {
    private let count = Locked(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int { count.withLock { $0 } }
}

/// Tracks what `read` reads; the flag turns `true` when any of it changes.
func trackChanges(reading read: () -> Void) -> Locked<Bool> {
    let fired = Locked(false)
    withObservationTracking(read) {
        fired.withLock { $0 = true }
    }
    return fired
}

/// Whether reading `read` inside `withObservationTracking` is told about `change`.
func observationFires(reading read: () -> Void, when change: () -> Void) -> Bool {
    let fired = trackChanges(reading: read)
    change()
    return fired.withLock { $0 }
}

extension ErrorCenter.Statistics {
    /// Whether every report is accounted for exactly once.
    var addsUp: Bool {
        reported == presented + coalesced + dropped + handledWithoutPresentation
    }
}
