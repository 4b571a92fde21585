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
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let spooled = SpoolFolder(url: spool.url, launch: "test").existingBatches()
        #expect(spooled.reduce(0) { $0 + $1.records } == records)
    }
}
