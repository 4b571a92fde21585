// The two places where the center logs. The interim `ErrorLogging` has no metadata, so what
// issue 4's `ErrorRecord` will carry as metadata is written after the function name for now.

extension ErrorCenter {
    /// Logs a presentation dropped to keep within ``capacity``.
    func logDrop(of presentation: ErrorPresentation, origin: ReportOrigin?) {
        log(presentation.error, origin: origin, note: "dropped: more than \(capacity) waiting")
    }

    /// Logs a retry that failed again; `attempt` counts every run of the operation, the
    /// original failed one being 1.
    func logRetryFailure(_ error: any Error, attempt: Int, origin: ReportOrigin?) {
        log(error, origin: origin, note: "attempt \(attempt)")
    }

    private func log(_ error: any Error, origin: ReportOrigin?, note: String) {
        logger?.log(
            error,
            file: origin?.file ?? "",
            line: origin?.line ?? 0,
            function: "\(origin?.function ?? "") [\(note)]")
    }
}
