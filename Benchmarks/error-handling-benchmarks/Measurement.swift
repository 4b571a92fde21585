import AllocationCounter
import Foundation

/// What one benchmark measured: time and heap allocations per call.
struct Measurement {
    let nanosecondsPerCall: Double
    /// `nil` where allocations cannot be counted (anywhere but Linux with glibc).
    let allocationsPerCall: Double?
}

enum Measure {
    /// Runs `body` `iterations` times per round and reports the fastest round, so that a
    /// busy neighbour on the machine disturbs the figure as little as possible.
    static func calls(iterations: Int, rounds: Int = 5, _ body: () -> Void) -> Measurement {
        for _ in 0..<min(iterations, 1_000) {
            body()
        }
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations {
                body()
            }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            best = min(best, Double(elapsed) / Double(iterations))
        }
        return Measurement(
            nanosecondsPerCall: best, allocationsPerCall: allocations(iterations: iterations, body))
    }

    private static func allocations(iterations: Int, _ body: () -> Void) -> Double? {
        guard allocation_counter_is_supported() else { return nil }
        allocation_counter_start()
        for _ in 0..<iterations {
            body()
        }
        return Double(allocation_counter_stop()) / Double(iterations)
    }
}

extension Measurement {
    var formattedTime: String {
        if nanosecondsPerCall >= 100_000 {
            return String(format: "%.0f µs", nanosecondsPerCall / 1_000)
        }
        if nanosecondsPerCall >= 1_000 {
            return String(format: "%.2f µs", nanosecondsPerCall / 1_000)
        }
        return String(format: "%.0f ns", nanosecondsPerCall)
    }

    var formattedAllocations: String {
        allocationsPerCall.map { String(format: "%.2f", $0) } ?? "n/a"
    }
}
