import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process killed while the collector holds its request loses nothing: the next launch sends
/// the batch again, with the same record ids.
@Suite(
    .needsReceiver)
struct KilledMidSendTests {
    /// The helper executable, beside the test bundle.
    static var child: URL? {
        var folder = Bundle.main.executableURL?.deletingLastPathComponent()
        for _ in 0..<4 {
            guard let current = folder else { return nil }
            let candidate = current.appendingPathComponent("OpenTelemetryExportChild")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = current.deletingLastPathComponent()
        }
        return nil
    }

    private func launch(_ executable: URL, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func aProcessKilledMidSendSendsEveryRecordAtTheNextLaunchWithTheSameIDs() async throws {
        let executable = try #require(Self.child, "OpenTelemetryExportChild is not built beside the tests")
        let receiver = try OTLPReceiver()
        try await receiver.setMode("hang")
        let spool = TemporaryFolder()
        let arguments = [receiver.endpoint.absoluteString, spool.url.path]
        let records = 300

        let first = try launch(executable, arguments + [String(records)])
        #expect(try await eventually { !(try await receiver.state().held.isEmpty) })
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)
        try await receiver.setMode("accept")

        let next = try launch(executable, arguments + ["0"])
        #expect(try await eventually { try await receiver.acceptedIDs().count == records })
        #expect(await eventually { !next.isRunning })
        if next.isRunning { next.terminate() }
        next.waitUntilExit()
        let state = try await receiver.state()
        let held = Set(state.held.compactMap(\.id))
        #expect(!held.isEmpty)
        #expect(held.isSubset(of: Set(state.accepted.compactMap(\.id))))
        #expect(Set(state.accepted.compactMap(\.id)).count == records)
    }
}
