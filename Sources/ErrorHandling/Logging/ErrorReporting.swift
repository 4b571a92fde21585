import Dispatch

/// A logger that describes and redacts each record and passes it to an ``ErrorReporter``, with
/// the record's redacted grouping key (``Redactor/redact(_:)-(ErrorRecord)``): the key the
/// production log writes, never the raw one, which can hold an `NSError`'s domain and code as
/// given.
///
/// It describes and redacts on the caller's thread, inside `handle(error:)`, and that work is
/// bounded. Describing the error is bounded in work as ``ErrorRecord/message`` says; a
/// description that runs the app's own code (a `description`, `debugDescription` or
/// `customMirror` of its types) runs on a thread of its own, and the caller waits for it at
/// most 1 second — as the ``ProductionErrorLogger`` does, and with the same mark: a record whose
/// error was not described in time is reported with its type and `(description timed out)` as
/// the message and `metadata["descriptionTimedOut"] = "true"`. The redactor cuts each text of
/// the record (message, chain entries, grouping key, metadata keys and values, breadcrumbs) to
/// 64 KiB before it cleans it, and every rule of ``Redactor/default`` takes time linear in the
/// text, so one huge or hostile text costs milliseconds, not seconds. Patterns added with
/// ``Redactor/adding(pattern:replacement:)`` run as written on those 64 KiB.
///
/// ```swift
/// let logger = MultiplexErrorLogger([
///     ProductionErrorLogger(fileURL: logURL),
///     ReportingErrorLogger(
///         reporter: SentryReporter(), minimumSeverity: .error),
/// ])
/// ```
public struct ReportingErrorLogger: ErrorLogging {
    private let reporter: any ErrorReporter
    private let redactor: Redactor
    private let minimumSeverity: ErrorSeverity

    /// Creates a logger that reports to `reporter`.
    /// - Parameters:
    ///   - reporter: The service that receives the reports.
    ///   - redactor: What removes personal data and secrets first.
    ///   - minimumSeverity: Records less serious than this are not reported.
    public init(
        reporter: any ErrorReporter, redactor: Redactor = .default, minimumSeverity: ErrorSeverity = .debug
    ) {
        self.reporter = reporter
        self.redactor = redactor
        self.minimumSeverity = minimumSeverity
    }

    /// Describes and redacts the record and reports it, unless it is less serious than the
    /// minimum.
    /// - Parameter record: The error and what is known about it.
    public func log(_ record: ErrorRecord) {
        guard record.severity >= minimumSeverity else { return }
        var clean = record
        clean.describeError(until: .now() + DescriptionTimeLimits.record)
        redactor.redact(&clean)
        reporter.report(clean, groupingKey: clean.groupingKey, file: clean.fileID, line: clean.line)
    }
}

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
