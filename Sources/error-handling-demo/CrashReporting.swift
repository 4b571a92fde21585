import ErrorHandling

/// A simulated crash-reporting service: it receives the errors no rule knew about,
/// already redacted, with the place in the code that raised them.
struct CrashReporting: ErrorReporter {
    let print: @Sendable (String) -> Void

    func report(_ record: ErrorRecord, groupingKey: String, file: String, line: Int) {
        guard record.matchedRule == nil, record.metadata["diagnostic"] == nil else { return }
        print("  → reported to crash reporting: \(groupingKey) at \(file):\(line)\n")
    }
}
