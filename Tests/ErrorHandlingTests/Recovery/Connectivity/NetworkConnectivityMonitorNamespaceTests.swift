#if os(Linux)
    import ErrorHandling
    import Foundation
    import Glibc
    import Testing

    /// The Linux monitor in a network namespace of its own, which starts with only a loopback
    /// device: the `ConnectivityMonitorProcess` helper runs there under `unshare --net` and
    /// prints each value; the test adds and removes a veth pair and a default route with
    /// `nsenter … ip`. Needs root, `unshare`, `nsenter` and `ip`; skipped, saying so, without.
    @Suite(
        "NetworkConnectivityMonitor in a network namespace",
        .enabled(
            if: NamespacedMonitor.namespacesCanBeMade,
            "needs root and unshare --net, nsenter and ip (iproute2) to make a network namespace"))
    struct NetworkConnectivityMonitorNamespaceTests {
        @Test func offlineWithOnlyLoopbackOnlineWithADefaultRouteOfflineWhenItIsDeleted() async throws {
            let monitor = try NamespacedMonitor()
            defer { monitor.stop() }

            try await monitor.waitForLines(["offline"])
            try monitor.ip("link", "add", "eh0", "type", "veth", "peer", "name", "eh1")
            try monitor.ip("address", "add", "10.213.0.1/24", "dev", "eh0")
            try monitor.ip("link", "set", "eh1", "up")
            try monitor.ip("link", "set", "eh0", "up")
            try monitor.ip("route", "add", "default", "via", "10.213.0.2", "dev", "eh0")
            try await monitor.waitForLines(["offline", "online"])
            try monitor.ip("route", "delete", "default")
            try await monitor.waitForLines(["offline", "online", "offline"])
        }
    }

    /// A tool started with standard input closed (`tool <&-`): the monitor's netlink socket
    /// would otherwise take descriptor 0, and a terminal presenter read its answers from it.
    @Suite(
        "Standard input a tool was started without",
        .enabled(
            if: NamespacedMonitor.helper != nil, "SwiftPM builds ConnectivityMonitorProcess with the tests"))
    struct ClosedStandardInputTests {
        @Test func theMonitorsSocketNeverTakesTheNumberOfAClosedStandardInput() throws {
            let helper = try #require(NamespacedMonitor.helper)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" --standard-input <&-", helper.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let printed = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(String(decoding: printed, as: UTF8.self) == "/dev/null\n")
        }
    }

    /// A `ConnectivityMonitorProcess` in a network namespace of its own, and the lines it printed.
    private final class NamespacedMonitor: Sendable {
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private let lines = Locked<[String]>([])

        static let namespacesCanBeMade: Bool = {
            guard getuid() == 0, helper != nil else { return false }
            return (try? run("/usr/bin/env", ["unshare", "--net", "ip", "link", "show"])) == 0
        }()

        /// The helper, beside the test executable.
        static var helper: URL? {
            let candidate = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("ConnectivityMonitorProcess")
            return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
        }

        init() throws {
            let helper = try #require(Self.helper, "SwiftPM builds ConnectivityMonitorProcess with the tests")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["unshare", "--net", helper.path]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            let lines = self.lines
            let reading = output.fileHandleForReading
            Thread.detachNewThread {
                var pending = ""
                while case let data = reading.availableData, !data.isEmpty {
                    pending += String(decoding: data, as: UTF8.self)
                    while let end = pending.firstIndex(of: "\n") {
                        let line = String(pending[..<end])
                        pending.removeSubrange(...end)
                        lines.withLock { $0.append(line) }
                    }
                }
            }
        }

        /// Runs `ip` with `arguments` in the helper's namespace.
        func ip(_ arguments: String...) throws {
            let status = try Self.run(
                "/usr/bin/env",
                ["nsenter", "--net=/proc/\(process.processIdentifier)/ns/net", "ip"] + arguments)
            try #require(status == 0, "ip \(arguments.joined(separator: " ")) ended with \(status)")
        }

        /// Waits, up to 20 seconds, until the helper has printed `expected`, and fails when it
        /// printed anything else.
        func waitForLines(_ expected: [String]) async throws {
            let deadline = ContinuousClock.now + .seconds(20)
            while lines.withLock({ $0.count < expected.count }), process.isRunning,
                ContinuousClock.now < deadline
            {
                try await Task.sleep(for: .milliseconds(20))
            }
            try #require(lines.withLock { $0 } == expected)
        }

        /// Ends the helper (its input ends) and waits for it; its namespace goes with it.
        func stop() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }

        private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
#endif
