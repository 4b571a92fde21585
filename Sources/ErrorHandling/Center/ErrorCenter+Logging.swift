extension ErrorCenter {
    /// Logs a presentation dropped to keep within ``capacity``, with the reason in
    /// `metadata["dropped"]`.
    nonisolated func logDrop(of presentation: ErrorPresentation, report: Report?) {
        log(
            presentation.error, severity: .warning, origin: report?.assessment.origin,
            metadata: ["dropped": "more than \(capacity) presentations waiting"])
    }

    private nonisolated func log(
        _ error: any Error,
        severity: ErrorSeverity,
        origin: ErrorOrigin?,
        metadata: [String: String]
    ) {
        intake.logger?.log(
            ErrorRecord(
                error: error, severity: severity, fileID: origin?.file ?? "", line: origin?.line ?? 0,
                function: origin?.function ?? "", metadata: metadata))
    }
}
