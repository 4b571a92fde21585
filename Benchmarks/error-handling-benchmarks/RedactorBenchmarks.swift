import Dispatch
import ErrorHandling
import Foundation

/// Measures `Redactor.default`: the time per ordinary log line, throughput on ordinary text,
/// the time on the description of an `NSError` whose user info holds a URL with a token, on the
/// four 40 KB inputs that once took seconds to minutes each, and on 1 MB hostile inputs.
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

    /// 1 MB inputs made to make a scan for triggers look far from each start.
    static let hostileMegabyteInputs = [
        ("\"@\" × 1 MB", String(repeating: "@", count: 1_000_000)),
        ("\"1\" × 1 MB", String(repeating: "1", count: 1_000_000)),
        ("\"eyJ\" × 1 MB", String(repeating: "eyJ", count: 333_333)),
        ("\"token=\" × 1 MB", String(repeating: "token=", count: 166_666)),
        ("\"://:@\" × 1 MB", String(repeating: "://:@", count: 200_000)),
        ("\"-----BEGIN\" × 1 MB", String(repeating: "-----BEGIN", count: 100_000)),
    ]

    /// The description of an `NSError` whose user info holds a URL with an access token.
    static let tokenInURLDescription = String(
        reflecting: NSError(
            domain: NSURLErrorDomain, code: -1_012,
            userInfo: [
                NSURLErrorFailingURLErrorKey: URL(
                    string: "https://api.example.com/v1/me?token=eyJhbGciOiJIUzI1NiJ9x&page=2") as Any,
                NSLocalizedDescriptionKey: "The operation couldn’t be completed.",
            ]))

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
        let tokenInURL = Measure.calls(iterations: 2_000) { _ = redactor.redact(tokenInURLDescription) }
        rows.append(
            (
                "NSError with a token in its URL, µs",
                String(format: "%.2f", tokenInURL.nanosecondsPerCall / 1_000)
            ))
        for (name, text) in hostileInputs + hostileMegabyteInputs {
            let measurement = Measure.calls(iterations: 3, rounds: 3) { _ = redactor.redact(text) }
            rows.append(("\(name), ms", String(format: "%.2f", measurement.nanosecondsPerCall / 1e6)))
        }
        return rows
    }
}
