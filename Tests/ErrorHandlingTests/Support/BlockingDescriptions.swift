import Dispatch
import Foundation

@testable import ErrorHandling

/// Holds descriptions that pass through it until the test opens it, so that no thread is left
/// blocked once the test is done.
final class DescriptionGate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    /// Waits until the gate is open.
    func pass() {
        semaphore.wait()
        semaphore.signal()
    }

    /// Lets every description through, now and later.
    func open() {
        semaphore.signal()
    }
}

/// An error whose description waits at a gate.
struct BlockingDescriptionError: Error, CustomStringConvertible {
    let gate: DescriptionGate

    var description: String {
        gate.pass()
        return "released"
    }
}

/// An error whose description keeps a core busy until it is told to stop.
struct SpinningDescriptionError: Error, CustomStringConvertible {
    let stop: Locked<Bool>

    var description: String {
        var turns = 0
        while !stop.withLock({ $0 }) {
            turns &+= 1
        }
        return "stopped after \(turns) turns"
    }
}

/// An error whose description takes `seconds` to finish.
struct SlowDescriptionError: Error, CustomStringConvertible {
    let seconds: TimeInterval

    var description: String {
        Thread.sleep(forTimeInterval: seconds)
        return "slow"
    }
}

/// Whether `work`, run on a thread of its own, returns within `seconds`: a bound on a wait that
/// would never end if `work` hung, never a measure of how long it took.
func returns(within seconds: TimeInterval, _ work: @escaping @Sendable () -> Void) -> Bool {
    let returned = DispatchSemaphore(value: 0)
    Thread {
        work()
        returned.signal()
    }
    .start()
    return returned.wait(timeout: .now() + seconds) == .success
}
