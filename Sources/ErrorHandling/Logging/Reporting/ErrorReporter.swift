/// A crash or analytics service that wants to hear about handled errors: Sentry, Crashlytics,
/// your own backend.
///
/// Attach one with ``ReportingErrorLogger``, on its own or next to other loggers in a
/// ``MultiplexErrorLogger``. The reporter is called on the thread that handles the error, so
/// hand the report to the service's own queue and return.
public protocol ErrorReporter: Sendable {
    /// Reports a handled error.
    /// - Parameters:
    ///   - record: The record, already redacted: its message, chain, grouping key, metadata
    ///     and breadcrumbs are safe to send. Its `error` is the original error, not redacted: do
    ///     not send it.
    ///   - groupingKey: What groups occurrences of the same problem (the service's
    ///     fingerprint or issue title), redacted: the record's ``ErrorRecord/groupingKey``.
    ///   - file: The file ID of the code that handled the error, not of the logging wrapper.
    ///   - line: The line of that code.
    func report(_ record: ErrorRecord, groupingKey: String, file: String, line: Int)
}
