import Foundation

/// Writes diagnostics that must not be lost, before (or without) a configured logger.
package enum StandardError {
    /// Writes `message` and a line feed to standard error.
    package static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
