// The sample is the body of a function, with these values in scope.
@MainActor func sample(
    center: ErrorCenter, handler: ErrorHandler, error: any Error, reportError: ReportErrorAction
) async throws {
    // SAMPLE
}
