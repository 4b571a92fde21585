import Dispatch
import ErrorHandling
import Foundation

/// An error like the ones apps log: a case with data, and now and then personal data in it.
private enum BenchmarkFailure: Error {
    case server(status: Int, path: String)
    case signIn(user: String)
}

/// Measures the production logger: records per second written to a file with redaction on
/// (for records whose text is already worked out, and for errors the logger must describe with
/// `String(reflecting:)`), the caller's cost per `log` call, and the cost of encoding one record
/// as a JSON line with the logger's own encoder and with `JSONSerialization`.
/// - Parameter recordCount: How many records the throughput run writes.
/// - Returns: One row per figure, named for a results table.
func runLoggerBenchmarks(recordCount: Int = 200_000) -> [(name: String, value: String)] {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("error-handling-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let records = (0..<4_000).map(makeRecord)
    let described = records.map(described)

    let pipeline = measureThroughput(records: described, count: recordCount, directory: directory)
    let reflecting = measureThroughput(records: records, count: recordCount / 4, directory: directory)
    let callerCost = measureCallerCost(records: records, directory: directory)
    let plainCallCost = measurePlainCallCost(directory: directory)
    let encoding = measureEncoding(records: described)
    let mixed = measureMixedWorkload(count: recordCount / 4, directory: directory)
    func format(_ value: Double) -> String { String(format: "%.0f", value) }
    return [
        ("ProductionErrorLogger records/s, described records", format(pipeline.perSecond)),
        ("ProductionErrorLogger records/CPU-s, described records", format(pipeline.perCPUSecond)),
        ("ProductionErrorLogger records/s, errors described by the logger", format(reflecting.perSecond)),
        (
            "ProductionErrorLogger records/CPU-s, errors described by the logger",
            format(reflecting.perCPUSecond)
        ),
        ("ProductionErrorLogger caller ns per log(record)", format(callerCost)),
        ("ProductionErrorLogger caller ns per log(error, file:line:function:)", format(plainCallCost)),
        ("mixed workload records/CPU-s, Redactor.default", format(mixed.redacted)),
        ("mixed workload records/CPU-s, Redactor() (no redaction)", format(mixed.plain)),
        ("JSON line, own encoder ns/record", format(encoding.own)),
        ("JSON line, JSONSerialization ns/record", format(encoding.foundation)),
    ]
}

/// An error of the mixed workload with a `String` payload.
private enum SyncFailure: Error {
    case rejected(reason: String)
}

/// The mixed workload's error number `index`: in turn a `URLError`, an enum error with a
/// `String` payload and an `NSError` whose user info holds a URL with `?token=…`.
func mixedWorkloadError(_ index: Int) -> any Error {
    switch index % 3 {
    case 0:
        URLError(.notConnectedToInternet)
    case 1:
        SyncFailure.rejected(reason: "item \(index) changed on the server")
    default:
        NSError(
            domain: NSURLErrorDomain, code: -1_012,
            userInfo: [
                NSURLErrorFailingURLErrorKey: URL(
                    string: "https://api.example.com/v1/me?token=eyJhbGciOiJIUzI1NiJ9x\(index)") as Any
            ])
    }
}

/// The mixed workload's records: its errors (``mixedWorkloadError(_:)``), each with a message
/// and three metadata fields, described by the logger.
private func mixedRecord(_ index: Int) -> ErrorRecord {
    var record = ErrorRecord(
        error: mixedWorkloadError(index), fileID: "App/SyncView.swift", line: 40 + index % 20,
        function: "sync()",
        metadata: ["screen": "sync", "attempt": "\(index % 3)", "items": "\(index % 50)"],
        breadcrumbs: [])
    record.message = "Sync \(index) failed"
    return record
}

/// Records per CPU-second of the mixed workload through a logger with `Redactor.default` and
/// through one with `Redactor()`, timed in turns (five rounds each), medians.
private func measureMixedWorkload(count: Int, directory: URL) -> (redacted: Double, plain: Double) {
    let records = (0..<3_000).map(mixedRecord)
    var redacted: [Double] = []
    var plain: [Double] = []
    for round in 0..<10 {
        let redactor = round.isMultiple(of: 2) ? Redactor.default : Redactor()
        let perCPUSecond = measureThroughput(
            records: records, count: count, directory: directory, name: "mixed-\(round).jsonl",
            redactor: redactor
        ).perCPUSecond
        if round.isMultiple(of: 2) { redacted.append(perCPUSecond) } else { plain.append(perCPUSecond) }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return (median(redacted), median(plain))
}

private func makeRecord(_ index: Int) -> ErrorRecord {
    let error: BenchmarkFailure =
        index % 10 == 0
        ? .signIn(user: "user\(index)@example.com")
        : .server(status: 500 + index % 4, path: "/v1/items/\(index)?page=\(index % 7)")
    return ErrorRecord(
        error: error, fileID: "App/ItemsView.swift", line: 120 + index % 50, function: "reload()",
        matchedRule: "on(error:then:) #2 at App/Rules.swift:14",
        metadata: ["screen": "items", "attempt": "\(index % 3)"],
        breadcrumbs: [])
}

private func logger(in directory: URL, name: String, redactor: Redactor = .default) -> ProductionErrorLogger {
    ProductionErrorLogger(
        fileURL: directory.appendingPathComponent(name), redactor: redactor, rateLimitPerMinute: .max)
}

/// Records per second from the first `log` to the end of the last `flush`, logging in chunks
/// that fit the buffer so that nothing is summarized instead of written; and records per
/// second of CPU time used by the whole process (the figure that does not depend on what else
/// the machine is running).
private func measureThroughput(
    records: [ErrorRecord], count: Int, directory: URL, name: String = "throughput.jsonl",
    redactor: Redactor = .default
) -> (perSecond: Double, perCPUSecond: Double) {
    let logger = logger(in: directory, name: name, redactor: redactor)
    let cpuStart = processCPUSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    var logged = 0
    while logged < count {
        for record in records.prefix(count - logged) {
            logger.log(record)
        }
        logged += min(records.count, count - logged)
        logger.flush()
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (Double(count) / seconds, Double(count) / (processCPUSeconds() - cpuStart))
}

private func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Nanoseconds the caller spends in `log(_:)` with a record made beforehand.
private func measureCallerCost(records: [ErrorRecord], directory: URL) -> Double {
    let logger = logger(in: directory, name: "caller.jsonl")
    var nanoseconds: UInt64 = 0
    for _ in 0..<25 {
        let start = DispatchTime.now().uptimeNanoseconds
        for record in records {
            logger.log(record)
        }
        nanoseconds += DispatchTime.now().uptimeNanoseconds - start
        logger.flush()
    }
    return Double(nanoseconds) / Double(25 * records.count)
}

/// Nanoseconds the caller spends in `log(_:file:line:function:)`, which makes the record. The
/// error is boxed as `any Error` once, as a `catch` block receives a thrown one.
private func measurePlainCallCost(directory: URL) -> Double {
    let logger = logger(in: directory, name: "plain.jsonl")
    let error: any Error = BenchmarkFailure.server(status: 503, path: "/v1/items")
    var nanoseconds: UInt64 = 0
    for _ in 0..<25 {
        let start = DispatchTime.now().uptimeNanoseconds
        for line in 0..<4_000 {
            logger.log(error, file: #fileID, line: line, function: #function)
        }
        nanoseconds += DispatchTime.now().uptimeNanoseconds - start
        logger.flush()
    }
    return Double(nanoseconds) / Double(25 * 4_000)
}

/// `record` with its message, chain and grouping key worked out, as when an app sets its own
/// message: what is left is the logger's own work.
private func described(_ record: ErrorRecord) -> ErrorRecord {
    var record = record
    (record.message, record.chain, record.groupingKey) = (record.message, record.chain, record.groupingKey)
    return record
}

/// Nanoseconds to encode one record, with its text already worked out, as a JSON line.
private func measureEncoding(records described: [ErrorRecord]) -> (own: Double, foundation: Double) {
    var bytes = 0
    var buffer: [UInt8] = []
    let ownStart = DispatchTime.now().uptimeNanoseconds
    for record in described {
        buffer.removeAll(keepingCapacity: true)
        record.appendJSONLine(to: &buffer)
        bytes += buffer.count
    }
    let own = Double(DispatchTime.now().uptimeNanoseconds - ownStart) / Double(described.count)

    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let foundationStart = DispatchTime.now().uptimeNanoseconds
    for record in described {
        let object: [String: Any] = [
            "timestamp": formatter.string(from: record.timestamp), "severity": record.severity.rawValue,
            "message": record.message, "groupingKey": record.groupingKey, "file": record.fileID,
            "line": record.line, "function": record.function, "rule": record.matchedRule ?? NSNull(),
            "chain": record.chain, "metadata": record.metadata, "breadcrumbs": [Any](),
        ]
        bytes += (try? JSONSerialization.data(withJSONObject: object))?.count ?? 0
    }
    let foundation = Double(DispatchTime.now().uptimeNanoseconds - foundationStart) / Double(described.count)
    precondition(bytes > 0)
    return (own, foundation)
}
