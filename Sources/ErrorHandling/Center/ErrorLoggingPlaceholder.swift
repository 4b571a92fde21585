/// Receives the errors an ``ErrorCenter`` logs: presentations it dropped and retries that
/// failed again.
///
/// A stand-in with the one method the center uses; the full protocol (with `ErrorRecord` and
/// its metadata) replaces this file when issue 4 is merged.
public protocol ErrorLogging: Sendable {
    /// Logs an error with the place in the code it was raised at.
    /// - Parameters:
    ///   - error: The error.
    ///   - file: The file, as `#fileID` gives it.
    ///   - line: The line.
    ///   - function: The function.
    func log(_ error: any Error, file: String, line: Int, function: String)
}
