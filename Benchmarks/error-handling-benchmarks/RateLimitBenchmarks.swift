import Dispatch
import ErrorHandling
import Foundation

/// What one record costs a production logger after its rate limit has seen few or many kinds
/// of error (grouping keys): each record is logged and flushed on its own, so that it is a
/// batch of its own, and the figure includes writing its line.
enum RateLimitBenchmarks {
    /// The numbers of kinds seen before the records measured.
    static let kindCounts = [10, 100_000]
    /// How many records each round measures after the kinds.
    static let measuredRecords = 200
    /// How many rounds are measured; the fastest counts.
    static let rounds = 5

    struct Row {
        let kinds: Int
        let microsecondsPerRecord: Double
    }

    static func run() -> [Row] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("error-handling-rate-limit-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        return kindCounts.map { kinds in
            Row(kinds: kinds, microsecondsPerRecord: microsecondsPerRecord(afterKinds: kinds, in: directory))
        }
    }

    /// Logs one record of each of `kinds` grouping keys, flushing in chunks that fit the buffer,
    /// then times ``rounds`` rounds of ``measuredRecords`` records of other keys, each logged and
    /// flushed alone: the fastest round, so that a busy neighbour on the machine disturbs the
    /// figure as little as possible.
    private static func microsecondsPerRecord(afterKinds kinds: Int, in directory: URL) -> Double {
        let logger = ProductionErrorLogger(
            fileURL: directory.appendingPathComponent("kinds-\(kinds).jsonl"), maxBytes: 1_000_000_000)
        for chunk in stride(from: 0, to: kinds, by: 4_000) {
            for kind in chunk..<min(kinds, chunk + 4_000) {
                logger.log(record(key: "seen-\(kind)"))
            }
            logger.flush()
        }
        var fastest = Double.infinity
        for round in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for number in 0..<measuredRecords {
                logger.log(record(key: "measured-\(round)-\(number)"))
                logger.flush()
            }
            fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        return fastest / 1_000 / Double(measuredRecords)
    }

    private static func record(key: String) -> ErrorRecord {
        ErrorRecord(
            error: NSError(domain: "Benchmark", code: 1), fileID: "App/SyncView.swift", line: 42,
            function: "sync()", groupingKey: key, breadcrumbs: [])
    }
}
