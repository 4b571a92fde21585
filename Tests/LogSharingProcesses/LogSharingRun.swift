import Foundation

/// Several processes appending to one production log that rotates often, with exports taken
/// from it meanwhile: what the tests run small and the benchmarks at full size.
package struct LogSharingRun: Sendable {
    /// How many writing processes share the log.
    package var processCount: Int
    /// How many records each of them logs.
    package var recordsPerProcess: Int
    /// How many files the log keeps, the current one included.
    package var maxFiles: Int
    /// The size past which the log rotates.
    package var maxBytes: Int
    /// Whether this process exports the log again and again while the writers run.
    package var exportsWhileWriting: Bool
    /// How long the writers may take before they are stopped and counted as failed.
    package var timeLimit: Duration

    package init(
        processCount: Int, recordsPerProcess: Int, maxFiles: Int, maxBytes: Int,
        exportsWhileWriting: Bool = true, timeLimit: Duration = .seconds(600)
    ) {
        self.processCount = processCount
        self.recordsPerProcess = recordsPerProcess
        self.maxFiles = maxFiles
        self.maxBytes = maxBytes
        self.exportsWhileWriting = exportsWhileWriting
        self.timeLimit = timeLimit
    }
}

/// What a ``LogSharingRun`` found.
package struct LogSharingOutcome: Sendable {
    /// For each writer, how many lines its logger could not write (its `failureCount`); `nil`
    /// for a writer that did not end normally in time.
    package var unwrittenLineCounts: [Int?] = []
    /// The records found in the log's files once the writers are done, and how many of them
    /// are different (what rotation has not removed yet).
    package var recordsOnDisk = 0
    package var distinctRecordsOnDisk = 0
    /// Lines of the log's files that are not a JSON object.
    package var malformedLines = 0
    /// How many exports were taken while the writers ran.
    package var exportCount = 0
    /// Why each export that failed failed.
    package var exportFailures: [String] = []
    /// Lines an export held a second time, over all exports.
    package var duplicateLinesInExports = 0
    /// From the start of the first writer to the end of the last.
    package var seconds = 0.0

    /// Lines the writers did not write, a writer that failed counting all of its records.
    package func unwrittenLines(recordsPerProcess: Int) -> Int {
        unwrittenLineCounts.reduce(0) { $0 + ($1 ?? recordsPerProcess) }
    }
}
