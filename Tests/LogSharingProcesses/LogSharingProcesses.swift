import ErrorHandling
package import Foundation

/// Runs a ``LogSharingRun``: starts the writers as processes of the `LogSharingProcess`
/// executable, exports meanwhile, then reads every file of the log.
package enum LogSharingProcesses {
    /// The name of the log's current file in the run's folder.
    package static let logName = "errors.jsonl"

    /// The `LogSharingProcess` executable SwiftPM built next to the running test bundle or
    /// executable; `nil` when there is none.
    package static func executable() -> URL? {
        let executableName = "LogSharingProcess"
        var folders = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        folders += [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent(executableName) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `run` in `folder`, which must be empty, with writers started from `executable`.
    package static func run(_ run: LogSharingRun, in folder: URL, executable: URL) throws -> LogSharingOutcome
    {
        let log = folder.appendingPathComponent(logName)
        var outcome = LogSharingOutcome()
        let start = ContinuousClock.now
        let writers = try (0..<run.processCount).map { index in
            try ChildProcess(
                executable: executable,
                arguments: [
                    "write", log.path, "\(index)", "\(run.recordsPerProcess)", "\(run.maxFiles)",
                    "\(run.maxBytes)",
                ])
        }
        let deadline = start + run.timeLimit
        let exporter = ProductionErrorLogger(
            fileURL: log, maxBytes: run.maxBytes, maxFiles: run.maxFiles, rateLimitPerMinute: .max)
        let export = folder.appendingPathComponent("export.jsonl")
        while writers.contains(where: \.isRunning), ContinuousClock.now < deadline {
            guard run.exportsWhileWriting else {
                Thread.sleep(forTimeInterval: 0.01)
                continue
            }
            outcome.exportCount += 1
            do {
                try exporter.exportRecentRecords(to: export)
                let lines = try Data(contentsOf: export).split(separator: UInt8(ascii: "\n"))
                outcome.duplicateLinesInExports += lines.count - Set(lines).count
            } catch {
                outcome.exportFailures.append("\(error)")
            }
        }
        for writer in writers where ContinuousClock.now >= deadline {
            writer.stop()
        }
        outcome.unwrittenLineCounts = writers.map { $0.finish().flatMap { Int($0) } }
        outcome.seconds = Double((ContinuousClock.now - start) / .milliseconds(1)) / 1_000
        try countRecords(in: folder, into: &outcome)
        return outcome
    }

    /// The most memory the process that exports `limit` records of the log in `folder` held,
    /// in bytes.
    package static func peakMemoryOfExport(
        ofLogIn folder: URL, limit: Int, maxFiles: Int, executable: URL
    ) throws -> Int? {
        let exporter = try ChildProcess(
            executable: executable,
            arguments: [
                "export", folder.appendingPathComponent(logName).path,
                folder.appendingPathComponent("export.jsonl").path, "\(limit)", "\(maxFiles)",
            ])
        return exporter.finish().flatMap { Int($0) }
    }

    /// Writes about `bytes` bytes of log lines of about 250 bytes each to the file at `url`.
    package static func writeLog(bytes: Int, to url: URL) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var chunk = Data()
        var number = 0
        let padding = String(repeating: "x", count: 200)
        var written = 0
        while written < bytes {
            chunk.removeAll(keepingCapacity: true)
            while chunk.count < min(8_000_000, bytes - written) {
                chunk.append(contentsOf: #"{"message":"record \#(number)","padding":"\#(padding)"}"#.utf8)
                chunk.append(UInt8(ascii: "\n"))
                number += 1
            }
            try handle.write(contentsOf: chunk)
            written += chunk.count
        }
    }

    /// Counts the records in every file of the log.
    private static func countRecords(in folder: URL, into outcome: inout LogSharingOutcome) throws {
        var messages = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasPrefix(logName) {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            for line in data.split(separator: UInt8(ascii: "\n")) {
                let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
                guard let object else {
                    outcome.malformedLines += 1
                    continue
                }
                if let message = object["message"] as? String,
                    message.hasPrefix(LogSharingWriter.messagePrefix)
                {
                    outcome.recordsOnDisk += 1
                    messages.insert(message)
                }
            }
        }
        outcome.distinctRecordsOnDisk = messages.count
    }
}

/// A process of the `LogSharingProcess` executable, and what it printed.
private final class ChildProcess {
    private let process = Process()
    private let output = Pipe()

    init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        try process.run()
    }

    var isRunning: Bool {
        process.isRunning
    }

    /// Waits for the process to end; its last line of output when it ended with status 0,
    /// `nil` otherwise.
    func finish() -> String? {
        process.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return printed.split(separator: "\n").last.map(String.init)
    }

    /// Stops the process when it is still running.
    func stop() {
        if process.isRunning { process.terminate() }
    }
}
