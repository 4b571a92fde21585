import Foundation

// `swift run -c release error-handling-benchmarks` prints Markdown tables for the README.

let rows = RuleBenchmarks.run()
print("## Rules engine: `handle(error:)` with `.doNothing` actions\n")
print("| matcher | rules | time per call | allocations per call |")
print("| --- | ---: | ---: | ---: |")
for row in rows {
    print(
        "| \(row.matcher) | \(row.rules) | \(row.measurement.formattedTime) | \(row.measurement.formattedAllocations) |"
    )
}

func speedup(of matcher: String, rules: Int) -> Double? {
    guard let naive = rows.first(where: { $0.matcher.hasPrefix("naive") && $0.rules == rules }),
        let engine = rows.first(where: { $0.matcher == matcher && $0.rules == rules })
    else { return nil }
    return naive.measurement.nanosecondsPerCall / engine.measurement.nanosecondsPerCall
}

if let factor = speedup(of: ".type(value)", rules: 1_000) {
    print(String(format: "\n`.type(value)` with 1000 rules is %.0f× faster than the naive baseline.", factor))
}
