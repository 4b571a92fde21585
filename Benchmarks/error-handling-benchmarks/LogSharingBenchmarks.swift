import ErrorHandling
import Foundation
import LogSharingProcesses

/// Several processes sharing one production log, at full size: the records they could not
/// write, and what exports taken meanwhile got wrong; and the memory an export takes.
enum LogSharingBenchmarks {
    static let processCount = 4
    static let recordsPerProcess = 60_000

    /// Files of 64 KiB, so that the log rotates about every 200 records, with 2, 3 and 5 files
    /// kept; then files of 512 KiB, 200 of them, which keep every record, so that the records
    /// on disk can be counted too.
    static let configurations = [(2, 65_536), (3, 65_536), (5, 65_536), (200, 524_288)]

    /// One row per configuration.
    static func run() throws -> [(name: String, value: String)] {
        let executable = try requireExecutable()
        var rows: [(name: String, value: String)] = []
        for (maxFiles, maxBytes) in configurations {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = LogSharingRun(
                processCount: processCount, recordsPerProcess: recordsPerProcess, maxFiles: maxFiles,
                maxBytes: maxBytes)
            let outcome = try LogSharingProcesses.run(run, in: folder, executable: executable)
            let total = processCount * recordsPerProcess
            var summary =
                "\(outcome.unwrittenLines(recordsPerProcess: recordsPerProcess)) of \(total) not written; "
                + "\(outcome.exportFailures.count) of \(outcome.exportCount) exports failed, "
                + "\(outcome.duplicateLinesInExports) duplicate lines in them; "
                + String(format: "%.1f s", outcome.seconds)
            if maxFiles == 200 {
                summary += "; \(outcome.distinctRecordsOnDisk) different records on disk"
            }
            if let reason = outcome.exportFailures.first {
                summary += " (\(reason))"
            }
            rows.append(
                (
                    "\(processCount) processes × \(recordsPerProcess), maxFiles \(maxFiles), maxBytes \(maxBytes)",
                    summary
                ))
        }
        return rows
    }

    /// The most memory a process that exports the last 500 records, and every record, of a log
    /// of `megabytes` MB holds.
    static func exportMemory(megabytes: Int) throws -> [(name: String, value: String)] {
        let executable = try requireExecutable()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LogSharingProcesses.writeLog(
            bytes: megabytes * 1_000_000, to: folder.appendingPathComponent(LogSharingProcesses.logName))
        return try [500, Int.max].map { limit in
            let peak = try LogSharingProcesses.peakMemoryOfExport(
                ofLogIn: folder, limit: limit, maxFiles: 3, executable: executable)
            let limitText = limit == Int.max ? "Int.max" : "\(limit)"
            return (
                "peak memory of an export with limit \(limitText), \(megabytes) MB log",
                peak.map { String(format: "%.1f MB", Double($0) / 1e6) } ?? "failed"
            )
        }
    }

    private static func requireExecutable() throws -> URL {
        guard let executable = LogSharingProcesses.executable() else {
            throw CocoaError(
                .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "LogSharingProcess not built"])
        }
        return executable
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-sharing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
