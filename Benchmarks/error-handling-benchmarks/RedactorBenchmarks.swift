import Dispatch
import ErrorHandling

/// Measures `Redactor.default`: the time per ordinary log line, throughput on ordinary text,
/// and the time on the four 40 KB inputs that once took seconds to minutes each.
enum RedactorBenchmarks {
    /// Log lines like the ones apps write, one with an e-mail address and one with a token.
    static let lines = [
        "GET /v1/items/42?page=3 failed with status 503 after 1.2 s (attempt 2)",
        "The operation couldn’t be completed. (NSURLErrorDomain error -1001.)",
        "Decoding Item at path items[3].price: expected Double, found String",
        "User tapped Save on screen notes at 2026-11-30T21:52:14Z, file Notes/Editor.swift:120",
        "Sync of 1,234 records for ana@example.com took 12.5 ms; next retry in 30 seconds",
        "Refresh failed with access_token=abc123 at 10:30:12, session 8f14e45f-ceea-467a",
    ]

    static let hostileInputs = [
        ("\"token \" + \"a-\" × 20,000", "token " + String(repeating: "a-", count: 20_000)),
        ("\"@ \" + \"a\" × 40,000", "@ " + String(repeating: "a", count: 40_000)),
        ("\"://\" + \"a.\" × 20,000", "://" + String(repeating: "a.", count: 20_000)),
        ("\"eyJ-\" × 10,000", String(repeating: "eyJ-", count: 10_000)),
    ]

    /// One row per figure, named for a results table.
    static func run() -> [(name: String, value: String)] {
        let redactor = Redactor.default
        let perLine = Measure.calls(iterations: 2_000) {
            for line in lines {
                _ = redactor.redact(line)
            }
        }
        let bytesPerCall = Double(lines.reduce(0) { $0 + $1.utf8.count })
        var rows = [
            (
                "ordinary log line, µs per line",
                String(format: "%.2f", perLine.nanosecondsPerCall / Double(lines.count) / 1_000)
            ),
            (
                "ordinary log lines, MB/s",
                String(format: "%.1f", bytesPerCall / perLine.nanosecondsPerCall * 1_000)
            ),
        ]
        for (name, text) in hostileInputs {
            let measurement = Measure.calls(iterations: 3, rounds: 3) { _ = redactor.redact(text) }
            rows.append(("\(name), ms", String(format: "%.2f", measurement.nanosecondsPerCall / 1e6)))
        }
        return rows
    }
}
