import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a ``ProductionErrorLogger`` appends to: opened when first needed, opened again when
/// it was deleted or moved away, rotated by size (`log`, `log.1`, `log.2`…).
///
/// Not thread-safe: the logger's writer uses it from its serial queue only.
final class LogFile {
    /// What went wrong while writing.
    struct Failure: Error {
        /// How many of the lines were not written.
        let unwrittenLineCount: Int
        /// The system's description of the problem.
        let reason: String
    }

    private let path: String
    private let maxBytes: Int
    private let maxFiles: Int
    private var descriptor: Int32 = -1
    private var identity: (device: UInt64, inode: UInt64) = (0, 0)
    private var isRegularFile = false
    private var size = 0

    init(url: URL, maxBytes: Int, maxFiles: Int) {
        path = url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } } ?? url.path
        self.maxBytes = max(1, maxBytes)
        self.maxFiles = max(1, maxFiles)
    }

    deinit {
        close()
    }

    /// Appends `lines`, rotating the file whenever the next line would take it past
    /// `maxBytes` (a single longer line gets a file of its own).
    func append(_ lines: LogLines) throws(Failure) {
        guard !lines.isEmpty else { return }
        var writtenLines = 0
        do {
            try openIfNeeded()
            var chunkStart = 0
            var chunkLines = 0
            for line in lines.ranges {
                if size + line.upperBound - chunkStart > maxBytes, size + line.lowerBound - chunkStart > 0,
                    isRegularFile
                {
                    try write(lines.bytes[chunkStart..<line.lowerBound])
                    writtenLines += chunkLines
                    (chunkStart, chunkLines) = (line.lowerBound, 0)
                    try rotate()
                }
                chunkLines += 1
            }
            try write(lines.bytes[chunkStart...])
        } catch {
            throw Failure(unwrittenLineCount: lines.count - writtenLines, reason: error.reason)
        }
    }

    private struct SystemError: Error {
        let reason: String

        init(_ what: String) {
            reason = "\(what): \(String(cString: strerror(errno)))"
        }
    }

    /// Opens the file unless it is open and still the file at `path`.
    private func openIfNeeded() throws(SystemError) {
        if descriptor >= 0 {
            var current = stat()
            if stat(path, &current) == 0, UInt64(current.st_dev) == identity.device,
                UInt64(current.st_ino) == identity.inode
            {
                return
            }
            close()
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let opened = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw SystemError("cannot open \(path)") }
        var status = stat()
        guard fstat(opened, &status) == 0 else {
            let failure = SystemError("cannot inspect \(path)")
            _ = Self.closeDescriptor(opened)
            throw failure
        }
        descriptor = opened
        identity = (UInt64(status.st_dev), UInt64(status.st_ino))
        isRegularFile = (status.st_mode & S_IFMT) == S_IFREG
        size = Int(status.st_size)
    }

    /// Writes all of `bytes`; on failure, cuts a regular file back to where it was, so no
    /// half line is left, and closes it so the next write opens it afresh.
    private func write(_ bytes: ArraySlice<UInt8>) throws(SystemError) {
        var offset = 0
        let failure: SystemError? = bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return SystemError("cannot write to \(path)")
                }
                offset += written
            }
            return nil
        }
        if let failure {
            if isRegularFile, offset > 0 {
                _ = ftruncate(descriptor, off_t(size))
            }
            close()
            throw failure
        }
        size += bytes.count
    }

    private func rotate() throws(SystemError) {
        close()
        if maxFiles == 1 {
            unlink(path)
        }
        for index in stride(from: maxFiles - 1, through: 1, by: -1) {
            let source = index == 1 ? path : "\(path).\(index - 1)"
            rename(source, "\(path).\(index)")
        }
        try openIfNeeded()
    }

    private func close() {
        if descriptor >= 0 {
            _ = Self.closeDescriptor(descriptor)
            descriptor = -1
        }
    }

    private static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            Darwin.close(descriptor)
        #elseif canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Musl.close(descriptor)
        #endif
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
    #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Musl.write(descriptor, bytes, count)
    #endif
}
