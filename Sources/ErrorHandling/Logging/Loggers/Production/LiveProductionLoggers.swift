import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The writers of every production logger alive in the process, held weakly, so that what
/// they hold is written when the process exits normally (`exit`, or returning from `main`) and
/// on ``ErrorLoggers/flush()``.
///
/// Writers rather than loggers: a flush of all of them holds each one for a while, and holding
/// a logger would put off its `deinit` — and the flush its release promises — past that.
enum LiveProductionLoggers {
    private struct WeakWriter {
        weak var writer: ProductionLogWriter?
    }

    private static let writers = Locked<[ObjectIdentifier: WeakWriter]>([:])

    /// Installs the exit handler, the first time a logger is added.
    private static let exitHandler: Void = {
        // A C function pointer captures nothing: the handler finds the loggers through the
        // registry.
        atexit { LiveProductionLoggers.flushAll() }
    }()

    /// Adds the writer of a logger that has just been made.
    static func add(_ writer: ProductionLogWriter) {
        _ = exitHandler
        writers.withLock { $0[ObjectIdentifier(writer)] = WeakWriter(writer: writer) }
    }

    /// Removes the writer of a logger that is going away.
    static func remove(_ writer: ProductionLogWriter) {
        _ = writers.withLock { $0.removeValue(forKey: ObjectIdentifier(writer)) }
    }

    /// Flushes every live logger; returns when what they held is written. Their flushes share
    /// one bound on waiting for descriptions (see ``DescriptionTimeLimits``), however many
    /// loggers there are.
    static func flushAll() {
        // Flushed outside the lock: a flush waits for the logger's queue.
        let live = writers.withLock { $0.values.compactMap(\.writer) }
        let start = DispatchTime.now()
        for writer in live {
            writer.flushAndWait(startedAt: start)
        }
    }
}
