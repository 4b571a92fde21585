import Foundation

// `swift run -c release error-handling-benchmarks` prints Markdown tables for the README;
// `swift run -c release error-handling-benchmarks rules` prints the rules engine's table only,
// `… center` the center's only, `… redactor` the redactor's only. Two groups run only on their
// own, as they take minutes and a few GB of disk: `… processes` (four processes sharing one
// log) and `… export [MB]` (the memory an export of a log of MB megabytes, 1,000 unless told,
// takes).

let only = CommandLine.arguments.dropFirst().first

func printTable(_ title: String, _ rows: [(name: String, value: String)]) {
    print("\n### \(title)\n")
    print("| measurement | value |")
    print("| --- | ---: |")
    for (name, value) in rows {
        print("| \(name) | \(value) |")
    }
}

if only == "processes" {
    printTable("Processes sharing one ProductionErrorLogger file", try LogSharingBenchmarks.run())
    exit(0)
}

if only == "redactor" {
    printTable("Redactor.default", RedactorBenchmarks.run())
    exit(0)
}

if only == "export" {
    let megabytes = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000
    printTable(
        "ProductionErrorLogger.exportRecentRecords",
        try LogSharingBenchmarks.exportMemory(megabytes: megabytes))
    exit(0)
}

func printCenterTable() async {
    print("\n### ErrorCenter: reports with coalescing (\(CenterBenchmarks.groupingKeyCount) grouping keys)\n")
    print("| measurement | value |")
    print("| --- | ---: |")
    for row in await CenterBenchmarks.run() {
        let format = row.value < 100 ? "%.2f" : "%.0f"
        print("| \(row.measurement) | \(String(format: format, row.value)) \(row.unit) |")
    }
}

if only == "center" {
    await printCenterTable()
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
