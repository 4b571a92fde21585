import Foundation

// `swift run -c release error-handling-benchmarks` prints Markdown tables for the README.

let rows = RuleBenchmarks.run()
print("### Rules engine: `handle(error:)` with `.doNothing` actions\n")
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

print("\n### ErrorPresentation: text cleaned for display\n")
print("| title and message | time per presentation | allocations per presentation |")
print("| --- | ---: | ---: |")
for row in PresentationBenchmarks.run() {
    print("| \(row.text) | \(row.measurement.formattedTime) | \(row.measurement.formattedAllocations) |")
}

print("\n### ProductionErrorLogger: JSON Lines to a file, redaction on\n")
print("| measurement | value |")
print("| --- | ---: |")
for (name, value) in runLoggerBenchmarks() {
    print("| \(name) | \(value) |")
}

print("\n### Redactor.default\n")
print("| measurement | value |")
print("| --- | ---: |")
for (name, value) in RedactorBenchmarks.run() {
    print("| \(name) | \(value) |")
}

print("\n### ErrorCenter: reports with coalescing (\(CenterBenchmarks.groupingKeyCount) grouping keys)\n")
print("| measurement | value |")
print("| --- | ---: |")
for row in await CenterBenchmarks.run() {
    print("| \(row.measurement) | \(String(format: "%.0f", row.value)) \(row.unit) |")
}
