import ErrorHandling
import ErrorHandlingOpenTelemetry
import Foundation

// `OpenTelemetryExportChild <endpoint> <spool folder> <records> [exit]`: logs that many records
// to an exporter, prints `spooled` once they are on disk, then waits until the spool is empty,
// prints `drained` and exits. The tests kill it while the receiver holds its request.
//
// With `exit`, it logs the records with the exporter's own batching and calls `exit(0)` at
// once, leaving them to the exporter's spooling at exit.

struct ChildFailure: Error {
    var number: Int
}

let arguments = CommandLine.arguments
guard (4...5).contains(arguments.count), let endpoint = URL(string: arguments[1]),
    let count = Int(arguments[3])
else {
    FileHandle.standardError.write(
        Data("usage: OpenTelemetryExportChild <endpoint> <spool> <records> [exit]\n".utf8))
    exit(2)
}
let exitsAtOnce = arguments.count == 5 && arguments[4] == "exit"
var limits = ExportLimits()
if !exitsAtOnce {
    limits.batchInterval = .milliseconds(20)
}
limits.retryPolicy = RetryPolicy(backoff: .constant(.milliseconds(100)), jitter: .none)
limits.requestTimeout = .seconds(30)
let logger = OpenTelemetryErrorLogger(
    endpoint: endpoint, serviceName: "export-child", spoolDirectory: URL(fileURLWithPath: arguments[2]),
    limits: limits)
for number in 0..<count {
    logger.log(
        ErrorRecord(
            error: ChildFailure(number: number), fileID: "Child/main.swift", line: 1, function: "main"))
}
if exitsAtOnce {
    exit(0)
}
await logger.flush()
print("spooled")
while logger.statistics.spooledBatches > 0 || logger.statistics.pending > 0 {
    try? await Task.sleep(for: .milliseconds(20))
}
print("drained")
