import ErrorHandling
import ErrorHandlingOpenTelemetry
import Foundation
import Testing

/// Polls `condition` every 20 ms until it holds, or until it has been polled as often as
/// `limit` allows at that pace; returns whether it held.
///
/// The bound counts polls, not time. CPU-heavy tests under a sanitizer keep both of the
/// machine's cooperative threads for minutes, and then the exporter's tasks wait for a thread
/// just as this one does: a bound in time ran out while the exporter had not run at all.
func eventually(within limit: Duration = .seconds(180), _ condition: () async throws -> Bool) async rethrows
    -> Bool
{
    let pause = Duration.milliseconds(20)
    for _ in 0..<Int(limit / pause) {
        if try await condition() { return true }
        try? await Task.sleep(for: pause)
    }
    return try await condition()
}

/// A folder of its own under the temporary folder, removed when this is released.
final class TemporaryFolder {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("otlp-tests-\(UUID().uuidString)", isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

extension ExportLimits {
    /// Short times, so that the tests wait little: batches after 20 ms, retries after 50 ms
    /// (unless a server says otherwise), requests that time out after a second.
    static var quick: ExportLimits {
        var limits = ExportLimits()
        limits.batchInterval = .milliseconds(20)
        limits.retryPolicy = RetryPolicy(backoff: .constant(.milliseconds(50)), jitter: .none)
        // Long enough for a request under a sanitizer on a busy machine: one cut off at its
        // deadline is sent again, and its records would arrive twice.
        limits.requestTimeout = .seconds(20)
        return limits
    }
}

/// An error whose description holds an e-mail address and a password, which must never arrive.
struct SignInFailure: Error {
    var account = "ana@example.com"
    var detail = "password=hunter2"
    var attempt: Int
}

func record(_ attempt: Int, severity: ErrorSeverity = .error) -> ErrorRecord {
    ErrorRecord(
        error: SignInFailure(attempt: attempt), severity: severity, fileID: "MyApp/SignIn.swift", line: 42,
        function: "signIn()", matchedRule: "on(error:then:) #1", metadata: ["screen": "sign-in"],
        breadcrumbs: [])
}

extension Trait where Self == ConditionTrait {
    /// Skips a test, saying why, where the receiver cannot start.
    static var needsReceiver: Self {
        .enabled(
            if: OTLPReceiver.isAvailable,
            "needs python3 with the opentelemetry-proto package: python3 -m pip install opentelemetry-proto")
    }
}

/// An exporter to `endpoint` that spools into `spool`.
func exporter(
    to endpoint: URL, spool: TemporaryFolder, headers: [String: String] = [:], limits: ExportLimits = .quick
) -> OpenTelemetryErrorLogger {
    OpenTelemetryErrorLogger(
        endpoint: endpoint, serviceName: "Shop", headers: headers, spoolDirectory: spool.url, limits: limits)
}
