import AllocationCounter
import DescriptionPayloads
import Dispatch
import ErrorHandling
import Foundation

/// Describing errors whose payloads are too large to describe in full, each case in a process
/// of its own so that its peak memory is its own and a case that never ends is stopped:
/// `error-handling-benchmarks describing` prints the table, `describing-case <name>` runs one.
enum DescriptionBenchmarks {
    /// How long one case may run before it is stopped and reported as longer than that.
    static let caseTimeLimit: TimeInterval = 60

    /// What one case measured: wall time, the memory it took at its peak above what its error
    /// took, and the length of the text.
    struct Figures {
        let milliseconds: Double
        let peakKilobytes: Int?
        let bytes: Int
    }

    /// The cases, by name, each with what it measures.
    static let cases: [(name: String, measurement: String)] = [
        ("shared-30x5-message", "`ErrorRecord.message`, 30 shared arrays 5 deep"),
        ("shared-100x3-message", "`ErrorRecord.message`, 100 shared arrays 3 deep"),
        ("json-message", "`ErrorRecord.message`, a decoded JSON body of 248,832 leaves"),
        ("json-swift", "`String(reflecting:)` of that JSON body, for comparison"),
        (
            "shared-100x3-reporting",
            "`ReportingErrorLogger.log` on the caller's thread, 100 shared arrays 3 deep"
        ),
        ("shared-30x5-logger", "`ProductionErrorLogger` log and `flush()`, 30 shared arrays 5 deep"),
        ("reporting-plain", "`ReportingErrorLogger.log` 10,000 times, a `URLError`, no redaction"),
        (
            "reporting-own-description",
            "`ReportingErrorLogger.log` 10,000 times, an error with its own `description`, no redaction"
        ),
        ("blocked-flush", "`ProductionErrorLogger.flush()` while a description blocks"),
        ("blocked-exit", "`exit(3)` while a description blocks, until the process has ended"),
    ]

    /// Runs every case in a child process; one row per case.
    static func run() -> [(measurement: String, value: String)] {
        cases.map { (name, measurement) in
            let result: (Int) -> String =
                name == "blocked-exit" ? { "exit status \($0)" } : { "\($0) bytes of text" }
            return (
                measurement,
                runInChild(name).map { format($0, result: result) } ?? "> \(Int(caseTimeLimit)) s (stopped)"
            )
        }
    }

    /// The figures as a cell of the table, with the number a case returns as `result` writes it.
    private static func format(_ figures: Figures, result: (Int) -> String) -> String {
        guard figures.bytes >= 0 else {
            return "> \(Int(figures.milliseconds / 1_000)) s (its own child stopped)"
        }
        let time =
            figures.milliseconds >= 1_000
            ? String(format: "%.1f s", figures.milliseconds / 1_000)
            : String(format: "%.1f ms", figures.milliseconds)
        let memory = figures.peakKilobytes.map { "\($0) KB at peak" } ?? "peak memory not measured"
        return "\(time), \(memory), \(result(figures.bytes))"
    }

    /// The figures of case `name`, run in a child process; `nil` when it did not end within
    /// ``caseTimeLimit``.
    private static func runInChild(_ name: String) -> Figures? {
        guard let text = ChildProcess.output(of: ["describing-case", name], within: caseTimeLimit) else {
            return nil
        }
        let fields = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard fields.count == 3, let milliseconds = Double(fields[0]), let bytes = Int(fields[2]) else {
            return nil
        }
        return Figures(milliseconds: milliseconds, peakKilobytes: Int(fields[1]), bytes: bytes)
    }

    /// Runs case `name` in this process and prints its figures: milliseconds, peak kilobytes
    /// (`-` where not measured) and bytes.
    static func runCase(_ name: String) {
        let figures: Figures
        let smallTree = KeptPayloadError(payload: SharedLevel.tree(fanOut: 3, depth: 2))
        switch name {
        case "shared-30x5-message":
            figures = measure(sharedTree(fanOut: 30, depth: 5), warmingUpWith: smallTree) { message(of: $0) }
        case "shared-100x3-message":
            figures = measure(sharedTree(fanOut: 100, depth: 3), warmingUpWith: smallTree) { message(of: $0) }
        case "json-message":
            figures = measure(
                jsonBody(branching: 12, depth: 5), warmingUpWith: jsonBody(branching: 3, depth: 2)
            ) {
                message(of: $0)
            }
        case "json-swift":
            figures = measure(
                jsonBody(branching: 12, depth: 5), warmingUpWith: jsonBody(branching: 3, depth: 2)
            ) {
                String(reflecting: $0).utf8.count
            }
        case "shared-100x3-reporting":
            figures = measure(sharedTree(fanOut: 100, depth: 3), warmingUpWith: smallTree) { error in
                let reporter = LengthReporter()
                ReportingErrorLogger(reporter: reporter).log(record(error))
                return reporter.length.withLock { $0 }
            }
        case "shared-30x5-logger":
            figures = measure(sharedTree(fanOut: 30, depth: 5), warmingUpWith: smallTree) { error in
                loggedAndFlushed([error])
            }
        case "reporting-plain":
            figures = measure(URLError(.timedOut), warmingUpWith: URLError(.badURL)) {
                reportedTenThousandTimes($0)
            }
        case "reporting-own-description":
            figures = measure(SelfDescribedError(), warmingUpWith: SelfDescribedError()) {
                reportedTenThousandTimes($0)
            }
        case "blocked-flush":
            figures = measure(BlockingDescriptionError(), warmingUpWith: nil) { error in
                loggedAndFlushed([error, URLError(.timedOut)])
            }
        case "blocked-exit":
            figures = measure(BlockingDescriptionError(), warmingUpWith: nil) { _ in timeUntilAChildExits() }
        case "blocked-exit-child":
            logAndExit()
        default:
            fatalError("no case \(name)")
        }
        print(figures.milliseconds, figures.peakKilobytes.map(String.init) ?? "-", figures.bytes)
    }

    private static func sharedTree(fanOut: Int, depth: Int) -> KeptPayloadError {
        KeptPayloadError(payload: SharedLevel.tree(fanOut: fanOut, depth: depth))
    }

    private static func jsonBody(branching: Int, depth: Int) -> KeptPayloadError {
        KeptPayloadError(payload: DecodedJSONBody.decoded(branching: branching, depth: depth))
    }

    private static func record(_ error: any Error) -> ErrorRecord {
        ErrorRecord(error: error, fileID: "App/Sync.swift", line: 1, function: "sync()", breadcrumbs: [])
    }

    private static func message(of error: any Error) -> Int {
        record(error).message.utf8.count
    }

    /// Reports `error` 10,000 times through a logger that does not redact; returns the length of
    /// the last message.
    private static func reportedTenThousandTimes(_ error: any Error) -> Int {
        let reporter = LengthReporter()
        let logger = ReportingErrorLogger(reporter: reporter, redactor: Redactor())
        for _ in 0..<10_000 {
            logger.log(record(error))
        }
        return reporter.length.withLock { $0 }
    }

    /// Logs `errors` to a new production logger, flushes it and returns the size of its file.
    private static func loggedAndFlushed(_ errors: [any Error]) -> Int {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("describing-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let logger = ProductionErrorLogger(fileURL: url, rateLimitPerMinute: .max)
        for error in errors {
            logger.log(record(error))
        }
        logger.flush()
        return (try? Data(contentsOf: url))?.count ?? 0
    }

    /// Runs this executable as a child that logs an error whose description blocks and calls
    /// `exit(3)`; returns its exit status once it has ended, -1 when it had to be stopped.
    private static func timeUntilAChildExits() -> Int {
        ChildProcess.exitStatus(of: ["describing-case", "blocked-exit-child"], within: caseTimeLimit - 5)
            .map(Int.init) ?? -1
    }

    private static func logAndExit() -> Never {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("describing-\(UUID()).jsonl")
        let logger = ProductionErrorLogger(fileURL: url, rateLimitPerMinute: .max)
        logger.log(record(BlockingDescriptionError()))
        logger.log(record(URLError(.timedOut)))
        exit(3)
    }

    /// The time `body` takes with `error`, and its peak memory above what the process held
    /// before (on Linux, where the peak can be reset). `body` runs with `warmUp` first, so that
    /// the code it runs is in memory and does not count.
    private static func measure<E: Error>(_ error: E, warmingUpWith warmUp: E?, _ body: (E) -> Int) -> Figures
    {
        if let warmUp {
            _ = body(warmUp)
        }
        let before = resetPeakMemory()
        let start = DispatchTime.now().uptimeNanoseconds
        let bytes = body(error)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let peak = before.flatMap { before in peakMemoryKilobytes().map { $0 - before } }
        withExtendedLifetime(error) {}
        return Figures(milliseconds: milliseconds, peakKilobytes: peak, bytes: bytes)
    }

    /// Resets the peak of the process's resident memory to what it holds now, and returns that,
    /// in kilobytes; `nil` where it cannot be reset. Memory freed before is given back first, so
    /// that what the case allocates raises the peak rather than reusing it.
    private static func resetPeakMemory() -> Int? {
        #if os(Linux)
            allocation_counter_release_free_memory()
            guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
            else { return nil }
            return peakMemoryKilobytes()
        #else
            return nil
        #endif
    }

    /// `VmHWM` of `/proc/self/status`: the peak resident memory, in kilobytes.
    private static func peakMemoryKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).dropLast(3))
    }
}

/// An error whose description never ends.
private struct BlockingDescriptionError: Error, CustomStringConvertible {
    var description: String {
        DispatchSemaphore(value: 0).wait()
        return "never"
    }
}

/// An error with a description of its own, which the loggers run where they can stop waiting.
private struct SelfDescribedError: Error, CustomStringConvertible {
    var description: String { "the sync failed" }
}

/// Keeps the length of the last message it was given.
private final class LengthReporter: ErrorReporter {
    let length = Locked(0)

    func report(_ record: ErrorRecord, groupingKey: String, file: String, line: Int) {
        length.withLock { $0 = record.message.utf8.count }
    }
}
