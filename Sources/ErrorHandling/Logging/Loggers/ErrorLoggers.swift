public import Foundation

/// Ready-made loggers.
public enum ErrorLoggers {
    /// The development logger (standard error) in debug builds; in release builds, a production
    /// logger writing `ErrorHandling/errors.jsonl` in the user's caches directory.
    public static let `default`: any ErrorLogging = {
        #if DEBUG
            DevelopmentErrorLogger()
        #else
            ProductionErrorLogger(fileURL: productionLogURL)
        #endif
    }()

    /// Where the default production logger writes: `ErrorHandling/errors.jsonl` in the caches
    /// directory (the temporary directory where there is none).
    public static var productionLogURL: URL {
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return caches.appendingPathComponent("ErrorHandling", isDirectory: true)
            .appendingPathComponent("errors.jsonl", isDirectory: false)
    }

    /// Writes what every live ``ProductionErrorLogger`` holds — the ``default`` logger included,
    /// in release builds — and spools what every live `OpenTelemetryErrorLogger` holds in memory,
    /// and returns when that is on disk.
    ///
    /// Records still buffered are written at a normal exit (`exit`, or returning from `main`)
    /// without this call, but not when the process ends by `_exit`, `abort`, a signal or a
    /// crash. Call it before such a path you control (a `fatalError` of your own, a watchdog's
    /// kill), at checkpoints such as the end of a task, and in `applicationWillTerminate`.
    public static func flush() {
        LiveProductionLoggers.flushAll()
    }
}
