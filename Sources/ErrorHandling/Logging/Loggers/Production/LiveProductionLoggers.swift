package import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What holds records in memory that must reach a file when the process exits normally: a
/// production logger's writer, an OpenTelemetry exporter's spooler.
package protocol ExitFlushing: AnyObject, Sendable {
    /// Writes what it holds; returns when that is written, or soon after `deadline` when it is
    /// not done by then.
    func flushAndWait(until deadline: DispatchTime)
}

/// What holds records for every logger alive in the process (the writers of the production
/// loggers, the spoolers of the OpenTelemetry exporters), held weakly, so that what they hold is
/// written when the process exits normally (`exit`, or returning from `main`) and on
/// ``ErrorLoggers/flush()``.
///
/// Writers rather than loggers: a flush of all of them holds each one for a while, and holding
/// a logger would put off its `deinit` — and the flush its release promises — past that.
package enum LiveProductionLoggers {
    private struct WeakWriter {
        weak var writer: (any ExitFlushing)?
    }

    private static let writers = Locked<[ObjectIdentifier: WeakWriter]>([:])

    /// Installs the exit handler, the first time a logger is added.
    private static let exitHandler: Void = {
        // A C function pointer captures nothing: the handler finds the loggers through the
        // registry.
        atexit { LiveProductionLoggers.flushAll() }
    }()

    /// Adds the writer of a logger that has just been made.
    package static func add(_ writer: any ExitFlushing) {
        _ = exitHandler
        writers.withLock { $0[ObjectIdentifier(writer)] = WeakWriter(writer: writer) }
    }

    /// Removes the writer of a logger that is going away.
    package static func remove(_ writer: any ExitFlushing) {
        _ = writers.withLock { $0.removeValue(forKey: ObjectIdentifier(writer)) }
    }

    /// Flushes every live logger; returns when what they held is written. Their flushes share
    /// one bound on waiting (see ``DescriptionTimeLimits``), however many loggers there are.
    static func flushAll() {
        // Flushed outside the lock: a flush waits for the logger's queue.
        let live = writers.withLock { $0.values.compactMap(\.writer) }
        let deadline = DispatchTime.now() + DescriptionTimeLimits.flush
        for writer in live {
            writer.flushAndWait(until: deadline)
        }
    }
}
