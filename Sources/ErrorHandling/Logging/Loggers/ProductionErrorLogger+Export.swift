public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProductionErrorLogger {
    /// Why ``exportRecentRecords(limit:to:)`` wrote nothing.
    public struct ExportError: Error, LocalizedError, CustomStringConvertible, Sendable {
        /// Where the export was to be written.
        let destination: URL
        /// What went wrong, in the system's words.
        let reason: String

        /// The problem in one sentence, for a developer.
        public var description: String {
            "Cannot export the error log to \(destination.path): \(reason)"
        }

        /// The same sentence as ``description``.
        public var errorDescription: String? {
            description
        }
    }

    /// Writes the most recent `limit` records, oldest first, as one JSON Lines file at
    /// `destination`, ready to attach to a support mail or to share.
    ///
    /// The records come from the current file and the rotated ones, so from earlier launches
    /// too, exactly as they were logged: redacted, one JSON object per line. Records still
    /// waiting to be written are written first (as ``flush()`` does); a line torn by a crash is
    /// left out. The log itself is never changed.
    ///
    /// The export is created readable by its owner only, and replaces what is at `destination`
    /// in one step: a reader never sees half of it.
    ///
    /// ```swift
    /// let export = FileManager.default.temporaryDirectory.appending(path: "errors.jsonl")
    /// try logger.exportRecentRecords(to: export)
    /// ```
    /// - Parameters:
    ///   - limit: How many records at most; `0` writes an empty file.
    ///   - destination: The file to write; its folder must exist. It cannot be one of the
    ///     log's own files.
    /// - Throws: ``ExportError`` when the log cannot be read or `destination` cannot be written.
    public func exportRecentRecords(limit: Int = 500, to destination: URL) throws {
        let target = Self.filePath(of: destination)
        let logPaths = [fileURL.path] + (1..<max(writer.maxFiles, 1)).map { "\(fileURL.path).\($0)" }
        if logPaths.map(Self.resolved).contains(Self.resolved(target)) {
            throw ExportError(destination: destination, reason: "it is one of the log's own files")
        }
        writer.flushAndWait()
        let bytes: [UInt8]
        do throws(SystemError) {
            bytes = try writer.recentLines(limit: limit)
        } catch {
            throw ExportError(destination: destination, reason: "the log cannot be read: \(error.reason)")
        }
        do throws(SystemError) {
            try Self.write(bytes, replacing: target)
        } catch {
            throw ExportError(destination: destination, reason: error.reason)
        }
    }

    private static func filePath(of url: URL) -> String {
        url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } } ?? url.path
    }

    /// `path` with symbolic links and `..` resolved as far as the file system allows.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Writes `bytes` to a new owner-only file next to `path`, then renames it over `path`.
    private static func write(_ bytes: [UInt8], replacing path: String) throws(SystemError) {
        let temporary = "\(path).\(UUID().uuidString).partial"
        let opened = systemOpen(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard opened >= 0 else { throw SystemError("cannot create a file next to \(path)") }
        var failure: SystemError?
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = systemWrite(opened, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = SystemError("cannot write \(temporary)")
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(opened) != 0 {
            failure = SystemError("cannot write \(temporary)")
        }
        _ = LogFile.closeDescriptor(opened)
        if failure == nil, rename(temporary, path) != 0 {
            failure = SystemError("cannot replace \(path)")
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }
}
