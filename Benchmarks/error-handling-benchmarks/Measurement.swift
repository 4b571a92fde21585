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
    /// busy neighbour on the machine disturbs the figure as little as possible. Rounds go on
    /// until there were `rounds` of them and a quarter of a second has passed: the machine
    /// this project is measured on has spells of a tenth of a second or so when everything
    /// runs at half speed, which a few short rounds can fall into whole.
    static func calls(iterations: Int, rounds: Int = 5, _ body: () -> Void) -> Measurement {
        for _ in 0..<min(iterations, 1_000) {
            body()
        }
        var best = Double.infinity
        let start = DispatchTime.now().uptimeNanoseconds
        var made = 0
        while made < rounds || DispatchTime.now().uptimeNanoseconds - start < 250_000_000 {
            best = min(best, time(iterations: iterations, body))
            made += 1
        }
        return Measurement(
            nanosecondsPerCall: best, allocationsPerCall: allocations(iterations: iterations, body))
    }

    /// How many times slower `second` is than `first`, from the fastest of many rounds of
    /// each, the rounds of the two taken in turn, so that a slow spell of the machine slows
    /// both rather than one.
    /// - Parameters:
    ///   - iterations: How many calls of `first` each round times.
    ///   - secondIterations: How many calls of `second` each round times; `iterations` unless
    ///     told, fewer for a much slower `second`.
    static func ratio(
        iterations: Int, secondIterations: Int? = nil, rounds: Int = 40, of second: () -> Void,
        to first: () -> Void
    ) -> Double {
        let secondIterations = secondIterations ?? iterations
        for _ in 0..<min(iterations, 1_000) {
            first()
        }
        for _ in 0..<min(secondIterations, 1_000) {
            second()
        }
        var best = (first: Double.infinity, second: Double.infinity)
        for _ in 0..<rounds {
            best.first = min(best.first, time(iterations: iterations, first))
            best.second = min(best.second, time(iterations: secondIterations, second))
        }
        return best.second / best.first
    }

    private static func time(iterations: Int, _ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations {
            body()
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
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
