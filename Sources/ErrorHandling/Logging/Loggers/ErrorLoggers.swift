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
}
