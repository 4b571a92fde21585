import ErrorHandling

/// Keeps every report it receives.
final class RecordingReporter: ErrorReporter {
    let reports = Locked<[(record: ErrorRecord, groupingKey: String, file: String, line: Int)]>([])

    func report(_ record: ErrorRecord, groupingKey: String, file: String, line: Int) {
        reports.withLock { $0.append((record, groupingKey, file, line)) }
    }
}
