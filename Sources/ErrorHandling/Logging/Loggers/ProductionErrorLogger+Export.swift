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
    /// waiting to be written are written first (as ``flush()`` does); a line torn by a crash,
    /// or longer than a log line can be (64 KB), is left out. The log itself is never changed.
    ///
    /// The log is read under its lock, so loggers of this and other processes cannot rotate it
    /// meanwhile and no line is exported twice; and a chunk at a time, so the memory the export
    /// takes does not grow with `limit` or with the size of the log.
    ///
    /// The export is created readable by its owner only, and replaces what is at `destination`
    /// in one step: a reader never sees half of it.
    ///
    /// ```swift
    /// let export = FileManager.default.temporaryDirectory
    ///     .appending(path: "errors.jsonl")
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
        // A reader of its own, apart from the writer's: the lock on the file keeps the two
        // apart, as it keeps loggers of other processes.
        let log = LogFile(url: fileURL, maxBytes: 1, maxFiles: writer.maxFiles)
        var readFailure: SystemError?
        do throws(SystemError) {
            try Self.write(replacing: target) { (write) throws(SystemError) in
                var writeFailure: SystemError?
                do throws(SystemError) {
                    try log.copyRecentLines(limit: limit) { (bytes) throws(SystemError) in
                        do throws(SystemError) {
                            try write(bytes)
                        } catch {
                            writeFailure = error
                            throw error
                        }
                    }
                } catch {
                    if writeFailure == nil { readFailure = error }
                    throw error
                }
            }
        } catch {
            throw ExportError(
                destination: destination,
                reason: readFailure.map { "the log cannot be read: \($0.reason)" } ?? error.reason)
        }
    }

    private static func filePath(of url: URL) -> String {
        url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } } ?? url.path
    }

    /// `path` with symbolic links and `..` resolved as far as the file system allows.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Writes what `body` hands to its `write` function to a new owner-only file next to
    /// `path`, then renames it over `path`; leaves nothing behind when either fails.
    private static func write(
        replacing path: String,
        _ body: (_ write: (UnsafeRawBufferPointer) throws(SystemError) -> Void) throws(SystemError) -> Void
    ) throws(SystemError) {
        let temporary = "\(path).\(UUID().uuidString).partial"
        let opened = systemOpen(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard opened >= 0 else { throw SystemError("cannot create a file next to \(path)") }
        var failure: SystemError?
        do throws(SystemError) {
            try body { (bytes) throws(SystemError) in
                if writeAll(bytes, to: opened).failed {
                    throw SystemError("cannot write \(temporary)")
                }
            }
            if fsync(opened) != 0 {
                throw SystemError("cannot write \(temporary)")
            }
        } catch {
            failure = error
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
