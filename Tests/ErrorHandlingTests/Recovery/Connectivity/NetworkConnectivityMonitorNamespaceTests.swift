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
            try monitor.addADefaultRouteThroughAVethPair()
            try await monitor.waitForLines(["offline", "online"])
            try monitor.ip("route", "delete", "default")
            try await monitor.waitForLines(["offline", "online", "offline"])
        }

        @Test func aRouteThatFlapsThousandsOfTimesReachesTheListenerAFewTimesASecondAndEndsAtItsLastState()
            async throws
        {
            let monitor = try NamespacedMonitor()
            defer { monitor.stop() }
            try await monitor.waitForLines(["offline"])
            try monitor.addADefaultRouteThroughAVethPair()
            try await monitor.waitForLines(["offline", "online"])

            let flaps = 20_000
            let batch = FileManager.default.temporaryDirectory.appendingPathComponent("flaps-\(getpid()).ip")
            defer { try? FileManager.default.removeItem(at: batch) }
            let flap = "route delete default\nroute add default via 10.213.0.2 dev eh0\n"
            try (String(repeating: flap, count: flaps) + "route delete default\n")
                .write(to: batch, atomically: true, encoding: .utf8)
            let started = ContinuousClock.now
            try await monitor.ipBatch(batch.path)
            let (lines, lastLineAt) = try await monitor.linesOnceQuiet(
                for: .seconds(2), endingWith: "offline")
            let seconds = Double((lastLineAt - started).components.seconds) + 1

            // One change at once, then at most one every quarter of a second: twice that is room
            // for a busy machine, and far below one value for each of the 40,001 route changes.
            #expect(
                lines.last == "offline", "\(lines.suffix(8)) of \(lines.count); routes: \(monitor.routes())")
            #expect(
                lines.count - 2 <= Int(seconds * 8) + 4, "\(lines.count - 2) values in about \(seconds) s")
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

        /// Adds a veth pair, `eh0` and `eh1`, both up, and a default route through `eh0`.
        func addADefaultRouteThroughAVethPair() throws {
            try ip("link", "add", "eh0", "type", "veth", "peer", "name", "eh1")
            try ip("address", "add", "10.213.0.1/24", "dev", "eh0")
            try ip("link", "set", "eh1", "up")
            try ip("link", "set", "eh0", "up")
            try ip("route", "add", "default", "via", "10.213.0.2", "dev", "eh0")
        }

        /// Runs the `ip` commands of the file at `path` in the helper's namespace, waiting for
        /// them on a thread of its own rather than on one of the tests'.
        func ipBatch(_ path: String) async throws {
            let arguments = [
                "nsenter", "--net=/proc/\(process.processIdentifier)/ns/net", "ip", "-batch", path,
            ]
            let status = try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(with: Result { try Self.run("/usr/bin/env", arguments) })
                }
            }
            try #require(status == 0, "ip -batch ended with \(status)")
        }

        /// What `ip route show` prints in the helper's namespace.
        func routes() -> String {
            let show = Process()
            show.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            show.arguments = [
                "nsenter", "--net=/proc/\(process.processIdentifier)/ns/net", "ip", "route", "show",
            ]
            let output = Pipe()
            show.standardOutput = output
            try? show.run()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            show.waitUntilExit()
            return String(decoding: printed, as: UTF8.self)
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

        /// The lines printed once the last is `last` and none has come for `quiet`, and when the
        /// last one came; at most 60 seconds.
        func linesOnceQuiet(for quiet: Duration, endingWith last: String) async throws -> (
            [String], ContinuousClock.Instant
        ) {
            let deadline = ContinuousClock.now + .seconds(60)
            var seen = lines.withLock { $0.count }
            var lastChange = ContinuousClock.now
            while ContinuousClock.now - lastChange < quiet || lines.withLock({ $0.last }) != last,
                ContinuousClock.now < deadline
            {
                try await Task.sleep(for: .milliseconds(20))
                let count = lines.withLock { $0.count }
                if count != seen {
                    (seen, lastChange) = (count, .now)
                }
            }
            return (lines.withLock { $0 }, lastChange)
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
