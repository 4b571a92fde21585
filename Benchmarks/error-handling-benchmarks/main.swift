import Foundation

// `swift run -c release error-handling-benchmarks` prints Markdown tables for the README;
// `swift run -c release error-handling-benchmarks rules` prints the rules engine's table only,
// `… center` the center's only, `… otlp` the OpenTelemetry exporter's only.

let only = CommandLine.arguments.dropFirst().first

func printCenterTable() async {
    print("\n### ErrorCenter: reports with coalescing (\(CenterBenchmarks.groupingKeyCount) grouping keys)\n")
    print("| measurement | value |")
    print("| --- | ---: |")
    for row in await CenterBenchmarks.run() {
        let format = row.value < 100 ? "%.2f" : "%.0f"
        print("| \(row.measurement) | \(String(format: format, row.value)) \(row.unit) |")
    }
}

func printOTLPTable() {
    print("\n### OpenTelemetryErrorLogger: OTLP/HTTP protobuf\n")
    print("| measurement | value |")
    print("| --- | ---: |")
    for (name, value) in OTLPBenchmarks.run() {
        print("| \(name) | \(value) |")
    }
}

if only == "center" {
    await printCenterTable()
    exit(0)
}

if only == "otlp" {
    printOTLPTable()
    exit(0)
}

let rows = RuleBenchmarks.run()
print("### Rules engine: `handle(error:)` with `.doNothing` actions\n")
print("| matcher | rules | time per call | allocations per call |")
print("| --- | ---: | ---: | ---: |")
for row in rows {
    print(
        "| \(row.matcher) | \(row.rules) | \(row.measurement.formattedTime) | \(row.measurement.formattedAllocations) |"
    )
}

print("\n| matcher | time with 1000 rules ÷ time with 1 rule (measured in turns) |")
print("| --- | ---: |")
for (matcher, ratio) in RuleBenchmarks.ratios() {
    print(String(format: "| %@ | %.2f× |", matcher, ratio))
}

print(
    String(
        format:
            "\n`.type(value)` of an `Equatable` enum with 1000 rules is %.0f× faster than the naive baseline (measured in turns).",
        RuleBenchmarks.speedupOverNaive()))

if only == "rules" {
    exit(0)
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

await printCenterTable()
printOTLPTable()
