import Foundation

// `swift run -c release error-handling-benchmarks` prints Markdown tables for Benchmarks/README.md;
// `swift run -c release error-handling-benchmarks rules` prints the rules engine's table only,
// `… center` the center's only, `… registration` the cost of adding rules, `… rate-limit` a
// logged record's cost after many kinds of error, `… logger` the production logger's,
// `… describing` the table of describing large errors, `… otlp` the OpenTelemetry exporter's
// only, `… redactor` the redactor's only, `… presentation` the presentations' and the library's
// texts' only. Two groups run only on their own, as they take minutes and a few GB of disk:
// `… processes` (four processes sharing one log) and `… export [MB]` (the memory an export of
// a log of MB megabytes, 1,000 unless told, takes).

let only = CommandLine.arguments.dropFirst().first

func printTable(_ title: String, _ rows: [(name: String, value: String)]) {
    print("\n## \(title)\n")
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
    print("\n## ErrorCenter: reports with coalescing (\(CenterBenchmarks.groupingKeyCount) grouping keys)\n")
    print("| measurement | value |")
    print("| --- | ---: |")
    for row in await CenterBenchmarks.run() {
        let format = row.value < 100 ? "%.2f" : "%.0f"
        print("| \(row.measurement) | \(String(format: format, row.value)) \(row.unit) |")
    }
}

func printRegistrationTable() {
    print("\n## Rules engine: adding `.code` rules to a new handler\n")
    print("| rules | time | time per rule |")
    print("| ---: | ---: | ---: |")
    for row in RuleBenchmarks.registration() {
        print(
            String(
                format: "| %d | %.3f s | %.2f µs |", row.rules, row.seconds,
                row.seconds * 1e6 / Double(row.rules)))
    }
}

func printRateLimitTable() {
    print("\n## ProductionErrorLogger: one record, logged and flushed, after many kinds\n")
    print("| kinds (grouping keys) seen | time per record |")
    print("| ---: | ---: |")
    for row in RateLimitBenchmarks.run() {
        print(String(format: "| %d | %.1f µs |", row.kinds, row.microsecondsPerRecord))
    }
}

func printOTLPTable() {
    print("\n## OpenTelemetryErrorLogger: OTLP/HTTP protobuf\n")
    print("| measurement | value |")
    print("| --- | ---: |")
    for (name, value) in OTLPBenchmarks.run() {
        print("| \(name) | \(value) |")
    }
}

if only == "center-fold" {
    print(CenterBenchmarks.foldRatioInThisProcess())
    exit(0)
}

if only == "center" {
    await printCenterTable()
    exit(0)
}

func printDescribingTable() {
    print("\n## Describing errors too large to describe in full (each case in a process of its own)\n")
    print("| measurement | value |")
    print("| --- | ---: |")
    for row in DescriptionBenchmarks.run() {
        print("| \(row.measurement) | \(row.value) |")
    }
}

if only == "describing-case", let name = CommandLine.arguments.dropFirst(2).first {
    DescriptionBenchmarks.runCase(name)
    exit(0)
}

if only == "describing" {
    printDescribingTable()
    exit(0)
}

if only == "describing-one" {
    printTable("Describing one error for a log", ErrorDescriptionBenchmarks.run())
    exit(0)
}

if only == "logger" {
    printLoggerTable()
    exit(0)
}

if only == "registration" {
    printRegistrationTable()
    exit(0)
}

if only == "rate-limit" {
    printRateLimitTable()
    exit(0)
}

if only == "presentation" {
    printPresentationTables()
    exit(0)
}

if only == "otlp" {
    printOTLPTable()
    exit(0)
}

let rows = RuleBenchmarks.run()
print("## Rules engine: `handle(error:)` with `.doNothing` actions\n")
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

printRegistrationTable()

if only == "rules" {
    exit(0)
}

func printPresentationTables() {
    print("\n## ErrorPresentation: text cleaned for display\n")
    print("| title and message | time per presentation | allocations per presentation |")
    print("| --- | ---: | ---: |")
    for row in PresentationBenchmarks.run() {
        print("| \(row.text) | \(row.measurement.formattedTime) | \(row.measurement.formattedAllocations) |")
    }
    print("\n## The library's texts, looked up (no texts of the app)\n")
    print("| call | time per call | allocations per call |")
    print("| --- | ---: | ---: |")
    for row in PresentationBenchmarks.textLookups() {
        print("| \(row.text) | \(row.measurement.formattedTime) | \(row.measurement.formattedAllocations) |")
    }
}

printPresentationTables()

func printLoggerTable() {
    printTable("ProductionErrorLogger: JSON Lines to a file, redaction on", runLoggerBenchmarks())
    printTable("Describing one error for a log", ErrorDescriptionBenchmarks.run())
}

printLoggerTable()

printRateLimitTable()

printDescribingTable()

printTable("Redactor.default", RedactorBenchmarks.run())

await printCenterTable()
printOTLPTable()
