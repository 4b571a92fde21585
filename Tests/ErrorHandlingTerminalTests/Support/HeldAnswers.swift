import ErrorHandlingTesting
import Foundation

/// Answers a test gives by hand: each read blocks its thread until the test gives the next
/// answer, or ends the input.
final class HeldAnswers: Sendable {
    private let given = DispatchSemaphore(value: 0)
    private let queue = Locked<[String?]>([])
    private let waiting = Locked(0)
    private let output = Locked("")

    /// How many reads are blocked now, waiting for an answer.
    var readsWaiting: Int { waiting.withLock { $0 } }

    /// What the presenter wrote.
    var text: String { output.withLock { $0 } }

    /// Unblocks the oldest waiting read (or the next one) with `answer`; `nil` ends the input.
    func give(_ answer: String?) {
        queue.withLock { $0.append(answer) }
        given.signal()
    }

    @Sendable func readLine() -> String? {
        waiting.withLock { $0 += 1 }
        given.wait()
        waiting.withLock { $0 -= 1 }
        return queue.withLock { $0.removeFirst() }
    }

    @Sendable func write(_ text: String) {
        output.withLock { $0 += text }
    }
}

/// Waits until `condition` holds, looking every few milliseconds for at most ten minutes;
/// whether it held. The bound only ends a test that would otherwise hang: the whole suite runs
/// at once, and a load test can keep the main actor busy for minutes on a loaded machine.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(600))
    while !condition() {
        guard clock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
