/// Hands every record to several loggers, in order: say, the console and a file, or a file
/// and a crash reporter.
///
/// ```swift
/// let logger = MultiplexErrorLogger([
///     DevelopmentErrorLogger(),
///     ReportingErrorLogger(reporter: crashes),
/// ])
/// ```
public struct MultiplexErrorLogger: ErrorLogging {
    /// The loggers each record goes to.
    let loggers: [any ErrorLogging]

    /// Creates a logger that fans out to `loggers`.
    /// - Parameter loggers: The loggers each record goes to, in order.
    public init(_ loggers: [any ErrorLogging]) {
        self.loggers = loggers
    }

    /// Hands the record to every logger.
    /// - Parameter record: The error and what is known about it.
    public func log(_ record: ErrorRecord) {
        for logger in loggers {
            logger.log(record)
        }
    }
}
