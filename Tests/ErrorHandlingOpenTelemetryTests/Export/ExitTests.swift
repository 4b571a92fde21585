import Foundation
import Testing

@testable import ErrorHandlingOpenTelemetry

/// Records logged just before the process exits are on disk when it has exited, to be sent at
/// the next launch.
@Suite struct ExitTests {
    @Test func recordsLoggedJustBeforeExitAreSpooledByTheExit() throws {
        let executable = try #require(
            KilledMidSendTests.child, "OpenTelemetryExportChild is not built beside the tests")
        let spool = TemporaryFolder()
        let records = 10
        let process = Process()
        process.executableURL = executable
        // Nothing listens on the discard port: every record stays in the spool.
        process.arguments = ["http://127.0.0.1:9/v1/logs", spool.url.path, String(records), "exit"]
        process.standardOutput = FileHandle.nullDevice
        // A process that exits with a request under way still holds its body: under
        // AddressSanitizer that is no leak to report.
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = (environment["ASAN_OPTIONS"].map { $0 + ":" } ?? "") + "detect_leaks=0"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let spooled = SpoolFolder(url: spool.url, launch: "test").existingBatches()
        #expect(spooled.reduce(0) { $0 + $1.records } == records)
    }
}
