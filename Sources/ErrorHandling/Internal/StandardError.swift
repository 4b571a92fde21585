import Foundation

/// Writes diagnostics that must not be lost, before (or without) a configured logger.
enum StandardError {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
