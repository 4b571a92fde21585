extension ErrorCenter {
    /// Logs a presentation dropped to keep within ``capacity``, with the reason in
    /// `metadata["dropped"]`.
    nonisolated func logDrop(of presentation: ErrorPresentation, origin: ReportOrigin?) {
        log(
            presentation.error, severity: .warning, origin: origin,
            metadata: ["dropped": "more than \(capacity) presentations waiting"])
    }

    /// Logs a retry that failed again, with `metadata["attempt"]`: every run of the operation
    /// counts, the original failed one being 1.
    func logRetryFailure(_ error: any Error, attempt: Int, origin: ReportOrigin?) {
        log(error, severity: .error, origin: origin, metadata: ["attempt": String(attempt)])
    }

    private nonisolated func log(
        _ error: any Error,
        severity: ErrorSeverity,
        origin: ReportOrigin?,
        metadata: [String: String]
    ) {
        logger?.log(
            ErrorRecord(
                error: error, severity: severity, fileID: origin?.file ?? "", line: origin?.line ?? 0,
                function: origin?.function ?? "", metadata: metadata))
    }
}
