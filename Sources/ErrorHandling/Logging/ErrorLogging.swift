/// Something that records errors for developers: a console, a file, the system log, a crash
/// reporting service.
///
/// A conformer must implement at least one of the two `log` methods: each has a default
/// implementation in terms of the other, so implementing neither would make them call each
/// other forever. Implement ``log(_:)-(ErrorRecord)`` to receive everything the engine knows
/// (severity, grouping key, matched rule, metadata, breadcrumbs); implement
/// ``log(_:file:line:function:)`` for the plain error and where it was handled.
///
/// Loggers are called on the thread that handles the error, so they must return quickly and be
/// safe to call from any thread.
public protocol ErrorLogging: Sendable {
    /// Logs an error handled at a place in the code.
    /// - Parameters:
    ///   - error: The error.
    ///   - file: The file ID (`#fileID`) of the code that handled it.
    ///   - line: The line of that code.
    ///   - function: The function of that code.
    func log(_ error: any Error, file: String, line: Int, function: String)

    /// Logs a record of a handled error.
    /// - Parameter record: The error and what is known about it.
    func log(_ record: ErrorRecord)
}

extension ErrorLogging {
    /// Logs a record made of `error`, its location, the time and ``Breadcrumbs/shared``, with
    /// severity ``ErrorSeverity/error``.
    /// - Parameters:
    ///   - error: The error.
    ///   - file: The file ID (`#fileID`) of the code that handled it.
    ///   - line: The line of that code.
    ///   - function: The function of that code.
    public func log(_ error: any Error, file: String, line: Int, function: String) {
        log(ErrorRecord(error: error, fileID: file, line: line, function: function))
    }

    /// Logs the record's error and location, leaving the rest of the record out.
    /// - Parameter record: The error and what is known about it.
    public func log(_ record: ErrorRecord) {
        log(record.error, file: record.fileID, line: record.line, function: record.function)
    }
}
