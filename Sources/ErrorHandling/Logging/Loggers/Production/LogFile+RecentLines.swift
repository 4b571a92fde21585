import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension LogFile {
    /// The last `limit` whole lines of the log, oldest first, from the rotated files and the
    /// current one. While they are read the current file's lock is held, so no logger rotates
    /// the files meanwhile; nothing is written, and a missing current file is not created.
    ///
    /// A line counts when it is a whole JSON object as the logger writes it (`{` … `}`): a line
    /// torn by a crash is left out. Only regular files of the process's own user are read.
    func recentLines(limit: Int) throws(SystemError) -> [UInt8] {
        guard limit > 0 else { return [] }
        var isLocked = false
        if access(path, F_OK) == 0 {
            try lockCurrentFile()
            isLocked = true
        }
        defer {
            if isLocked { unlock() }
        }
        // Newest first: the current file, then `.1`, `.2`…
        var newestFirst: [[ArraySlice<UInt8>]] = []
        var remaining = limit
        for index in 0..<maxFiles where remaining > 0 {
            let bytes =
                index == 0 && isLocked
                ? try Self.readTail(of: descriptor, path: path, limit: limit)
                : try Self.readTail(ofFileAt: index == 0 ? path : "\(path).\(index)", limit: limit)
            guard let bytes else { continue }
            let lines = Self.wholeLines(in: bytes).suffix(remaining)
            remaining -= lines.count
            newestFirst.append(Array(lines))
        }
        var output: [UInt8] = []
        for line in newestFirst.reversed().joined() {
            output += line
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    /// The lines of `bytes` that are whole JSON objects.
    private static func wholeLines(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).filter { line in
            line.first == UInt8(ascii: "{") && line.last == UInt8(ascii: "}")
        }
    }

    /// At most the last `limit` lines' worth of bytes (each line is at most
    /// ``LogLineLimits/maxLineBytes`` long), so a huge file is never read whole.
    private static func tailLength(limit: Int) -> Int {
        limit.multipliedReportingOverflow(by: LogLineLimits.maxLineBytes + 1).overflow
            ? Int.max : limit * (LogLineLimits.maxLineBytes + 1)
    }

    /// The tail of the rotated file at `path`; `nil` when there is none.
    private static func readTail(ofFileAt path: String, limit: Int) throws(SystemError) -> [UInt8]? {
        let opened = systemOpen(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0)
        guard opened >= 0 else {
            if errno == ENOENT { return nil }
            throw SystemError(errno == ELOOP ? "\(path) is a symbolic link" : "cannot open \(path)")
        }
        defer { _ = closeDescriptor(opened) }
        return try readTail(of: opened, path: path, limit: limit)
    }

    /// The tail of the regular file open as `descriptor`.
    private static func readTail(of descriptor: Int32, path: String, limit: Int) throws(SystemError)
        -> [UInt8]?
    {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("cannot inspect \(path)") }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw SystemError(reason: "\(path) is not a regular file")
        }
        guard status.st_uid == geteuid() else {
            throw SystemError(reason: "\(path) belongs to another user")
        }
        let size = Int(status.st_size)
        let length = min(size, tailLength(limit: limit))
        var bytes = [UInt8](repeating: 0, count: length)
        var offset = 0
        while offset < length {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(
                    descriptor, buffer.baseAddress! + offset, length - offset, off_t(size - length + offset))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw SystemError("cannot read \(path)") }
            if count == 0 { break }
            offset += count
        }
        // A tail that starts inside a line starts at the next whole one.
        if length < size, let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            return Array(bytes[(newline + 1)..<offset])
        }
        return Array(bytes[..<offset])
    }
}
