public import ErrorHandling

/// A logger for tests: it keeps every record it is given, in order, for assertions.
///
/// ```swift
/// let logger = InMemoryErrorLogger()
/// let handler = ErrorHandler(logger: logger)
/// handler.handle(error: AppError.offline)
/// let offline = ErrorIdentity.groupingKey(for: AppError.offline)
/// #expect(logger.records.map(\.groupingKey) == [offline])
/// ```
public final class InMemoryErrorLogger: ErrorLogging {
    private let storage = Locked<[ErrorRecord]>([])

    /// Creates a logger that holds no records.
    public init() {}

    /// Every record logged so far, oldest first.
    public var records: [ErrorRecord] {
        storage.withLock { $0 }
    }

    /// Keeps the record.
    public func log(_ record: ErrorRecord) {
        storage.withLock { $0.append(record) }
    }

    /// Forgets every record.
    public func removeAll() {
        storage.withLock { $0.removeAll() }
    }
}
