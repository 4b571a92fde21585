/// Something that records errors for developers: a console, a file, the system log, a crash
/// reporting service.
///
/// Implement one of the two `log` methods: ``log(_:)-(ErrorRecord)`` to receive everything the
/// engine knows (severity, grouping key, matched rule, metadata, breadcrumbs), or
/// ``log(_:file:line:function:)`` for the plain error and where it was handled. Each has a
/// default in terms of the other, so a logger gets every record through whichever it
/// implements, however it is called.
///
/// A conformer that implements neither compiles, but its defaults would call each other
/// forever. They notice instead: the first time such a logger is called, the library names its
/// type on standard error and, in debug builds, stops with `assertionFailure`; in release
/// builds, and for every later call, the record is dropped (and counted), never logged, and the
/// app goes on.
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
    /// severity ``ErrorSeverity/error``, through ``log(_:)-(ErrorRecord)``.
    ///
    /// In a type that implements neither `log` method, the record is dropped (see
    /// ``ErrorLogging``).
    /// - Parameters:
    ///   - error: The error.
    ///   - file: The file ID (`#fileID`) of the code that handled it.
    ///   - line: The line of that code.
    ///   - function: The function of that code.
    public func log(_ error: any Error, file: String, line: Int, function: String) {
        ErrorLoggingRecursion.forward(from: Self.self, takesRecord: false) {
            log(ErrorRecord(error: error, fileID: file, line: line, function: function))
        }
    }

    /// Logs the record's error and location through ``log(_:file:line:function:)``, leaving
    /// the rest of the record out.
    ///
    /// In a type that implements neither `log` method, the record is dropped (see
    /// ``ErrorLogging``).
    /// - Parameter record: The error and what is known about it.
    public func log(_ record: ErrorRecord) {
        ErrorLoggingRecursion.forward(from: Self.self, takesRecord: true) {
            log(record.error, file: record.fileID, line: record.line, function: record.function)
        }
    }
}
