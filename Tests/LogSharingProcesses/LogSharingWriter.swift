import ErrorHandling
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one process of a ``LogSharingRun`` does, chosen by its arguments:
///
/// - `write <log> <index> <records> <maxFiles> <maxBytes>`: logs `records` records to the log,
///   flushing every thousand, and prints how many lines its logger could not write.
/// - `export <log> <destination> <limit> <maxFiles>`: exports the log's last `limit` records
///   and prints the most memory the process held, in bytes.
package enum LogSharingWriter {
    /// How every record's message starts; the rest says which process logged it and when.
    package static let messagePrefix = "process "

    /// Does what `arguments` (without the executable's path) say.
    /// - Returns: The exit status: 0 when it was done, 1 when it failed, 2 for unknown arguments.
    package static func main(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "write":
            guard arguments.count == 6, let index = Int(arguments[2]), let records = Int(arguments[3]),
                let maxFiles = Int(arguments[4]), let maxBytes = Int(arguments[5])
            else { return 2 }
            let logger = ProductionErrorLogger(
                fileURL: URL(fileURLWithPath: arguments[1]), maxBytes: maxBytes, maxFiles: maxFiles,
                rateLimitPerMinute: .max)
            for number in 0..<records {
                var record = ErrorRecord(
                    error: LogSharingError(), fileID: #fileID, line: #line, function: #function,
                    breadcrumbs: [])
                record.message = "\(messagePrefix)\(index) record \(number)"
                logger.log(record)
                if number % 1_000 == 999 { logger.flush() }
            }
            logger.flush()
            print(logger.failureCount)
            return 0
        case "export":
            guard arguments.count == 5, let limit = Int(arguments[3]), let maxFiles = Int(arguments[4]) else {
                return 2
            }
            let logger = ProductionErrorLogger(
                fileURL: URL(fileURLWithPath: arguments[1]), maxFiles: maxFiles, rateLimitPerMinute: .max)
            do {
                try logger.exportRecentRecords(limit: limit, to: URL(fileURLWithPath: arguments[2]))
            } catch {
                print(error)
                return 1
            }
            print(peakMemoryBytes())
            return 0
        default:
            return 2
        }
    }

    /// The most memory this process has held so far, in bytes: `VmHWM` on Linux, whose
    /// `getrusage` keeps the figure of the process that started this one across `exec`.
    private static func peakMemoryBytes() -> Int {
        #if canImport(Darwin)
            var usage = rusage()
            getrusage(RUSAGE_SELF, &usage)
            return usage.ru_maxrss
        #else
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            let kilobytes = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return (kilobytes ?? 0) * 1_024
        #endif
    }
}

/// The error of every record a writer logs.
private struct LogSharingError: Error {}
