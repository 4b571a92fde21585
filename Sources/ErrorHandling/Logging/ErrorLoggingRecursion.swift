/// Keeps the two default `log` methods of ``ErrorLogging`` from calling each other forever
/// when a conformer implements neither.
///
/// The default of `log(_:)` marks itself, for its conforming type, while it calls
/// `log(_:file:line:function:)`. When the default of `log(_:file:line:function:)` starts and
/// that mark is there for its type, the type implements neither method: whatever runs in
/// between, both defaults of that type are on the way. The record is then
/// dropped and counted, and the first time for the type the mistake is said, naming the type:
/// on standard error and, in debug builds, with `assertionFailure`. The marks are task-local,
/// so they hold on any thread, in or out of a task.
///
/// Only one of the two defaults marks: a mark costs a task-local binding, and the default of
/// `log(_:file:line:function:)` is the one that loggers which take records — every logger of
/// the package — are called through, on the caller's thread. It only looks.
enum ErrorLoggingRecursion {
    /// The conforming types whose `log(_:)` default runs in this task, or on this thread
    /// outside a task, while it calls `log(_:file:line:function:)`.
    static let running = TaskLocal<Set<ObjectIdentifier>>(wrappedValue: [])

    /// How the mistake is said, once per type: on standard error, then `assertionFailure`.
    /// Tests bind another.
    static let report = TaskLocal<@Sendable (String) -> Void>(wrappedValue: { message in
        StandardError.write(message)
        assertionFailure(message)
    })

    private static let reported = Locked<Set<ObjectIdentifier>>([])
    private static let dropped = Locked<[ObjectIdentifier: Int]>([:])

    /// Runs `call`, the default of one requirement calling the other: the default of `log(_:)`
    /// marked while it runs; that of `log(_:file:line:function:)` as it is, or, when the
    /// `log(_:)` default of `Logger` is already running, not at all: the record is dropped.
    /// - Parameters:
    ///   - logger: The conforming type whose default runs.
    ///   - takesRecord: Whether the default is that of `log(_:)`.
    ///   - call: The call of the other requirement.
    static func forward<Logger: ErrorLogging>(
        from logger: Logger.Type, takesRecord: Bool, _ call: () -> Void
    ) {
        let type = ObjectIdentifier(logger)
        let running = running.get()
        guard takesRecord else {
            guard !running.contains(type) else { return drop(logger) }
            return call()
        }
        var marked = running
        marked.insert(type)
        Self.running.withValue(marked, operation: call)
    }

    /// How many records a logger of `logger` dropped because it implements neither method.
    /// - Parameter logger: The conforming type.
    /// - Returns: The number of records dropped since the process started.
    static func droppedRecords(of logger: any ErrorLogging.Type) -> Int {
        dropped.withLock { $0[ObjectIdentifier(logger), default: 0] }
    }

    private static func drop<Logger: ErrorLogging>(_ logger: Logger.Type) {
        let type = ObjectIdentifier(logger)
        dropped.withLock { $0[type, default: 0] += 1 }
        guard reported.withLock({ $0.insert(type).inserted }) else { return }
        report.get()(
            "ErrorLogging: \(String(reflecting: logger)) implements neither log(_:) nor "
                + "log(_:file:line:function:), whose defaults call each other; its records are "
                + "dropped. Implement one of them.")
    }
}
