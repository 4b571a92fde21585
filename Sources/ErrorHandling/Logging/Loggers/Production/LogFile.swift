import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a ``ProductionErrorLogger`` appends to: opened when first needed, opened again when
/// it was deleted, moved away or rotated by another logger, rotated by size (`log`, `log.1`,
/// `log.2`…).
///
/// Only a regular file of the process's own user is written: a symlink at the path is not
/// followed, a FIFO, device or folder is refused without blocking, and a file another account
/// planted at the path is refused too. Loggers in one process or several can share the file:
/// each append holds an advisory lock (`flock`) on it and reads its size from the file, so
/// rotation and the size check see every writer's lines. A file created here is readable by its
/// owner only (see ``OwnerOnlyFiles``).
///
/// Not thread-safe: the logger's writer uses one from its serial queue only, and an export a
/// reader of its own, on the thread that exports.
final class LogFile {
    /// What went wrong while writing.
    struct Failure: Error {
        /// How many of the lines were not written.
        let unwrittenLineCount: Int
        /// The system's description of the problem.
        let reason: String
    }

    /// Writes bytes to a descriptor, as `write(2)` does; the system's unless a test says otherwise.
    typealias WriteFunction = (_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int

    /// The path of the current file; rotated files add `.1`, `.2`…
    let path: String
    private let maxBytes: Int
    /// How many files are kept, the current one included.
    let maxFiles: Int
    private let writeBytes: WriteFunction
    /// The current file while it is open; -1 otherwise.
    private(set) var descriptor: Int32 = -1
    /// Which file `descriptor` is.
    private(set) var identity = FileIdentity()

    init(url: URL, maxBytes: Int, maxFiles: Int, write: @escaping WriteFunction = systemWrite) {
        path = url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } } ?? url.path
        self.maxBytes = max(1, maxBytes)
        self.maxFiles = max(1, maxFiles)
        writeBytes = write
    }

    deinit {
        close()
    }

    /// Appends `lines`, rotating the file whenever the next line would take it past
    /// `maxBytes` (a single longer line gets a file of its own). A file whose last line was
    /// torn by a crash gets the line feed it lacks first.
    func append(_ lines: LogLines) throws(Failure) {
        guard !lines.isEmpty else { return }
        var writtenLines = 0
        do {
            try lockCurrentFile()
            defer { unlock() }
            var size = try currentSize()
            if size > 0, try lastByte(at: size - 1) != UInt8(ascii: "\n") {
                try write([UInt8(ascii: "\n")][...], after: size)
                size += 1
            }
            var chunkStart = 0
            var chunkLines = 0
            for line in lines.ranges {
                if size + line.upperBound - chunkStart > maxBytes, size + line.lowerBound - chunkStart > 0 {
                    try write(lines.bytes[chunkStart..<line.lowerBound], after: size)
                    writtenLines += chunkLines
                    (chunkStart, chunkLines) = (line.lowerBound, 0)
                    try rotate()
                    size = try currentSize()
                }
                chunkLines += 1
            }
            try write(lines.bytes[chunkStart...], after: size)
        } catch {
            throw Failure(unwrittenLineCount: lines.count - writtenLines, reason: error.reason)
        }
    }

    /// Opens the file at `path` unless it is open already, and locks it; opens it again when
    /// the path names another file by the time the lock is held (another writer rotated it).
    func lockCurrentFile() throws(SystemError) {
        _ = try lockCurrentFile(creatingMissingFile: true)
    }

    /// As ``lockCurrentFile()``, but without creating a missing file.
    /// - Returns: Whether there is a current file, now locked.
    func lockCurrentFileIfPresent() throws(SystemError) -> Bool {
        try lockCurrentFile(creatingMissingFile: false)
    }

    private func lockCurrentFile(creatingMissingFile: Bool) throws(SystemError) -> Bool {
        while true {
            if descriptor < 0 {
                guard try open(creatingMissingFile: creatingMissingFile) else { return false }
            }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let failure = SystemError("cannot lock \(path)")
                    close()
                    throw failure
                }
            }
            var current = stat()
            if lstat(path, &current) == 0, FileIdentity(current) == identity {
                return true
            }
            close()
        }
    }

    func unlock() {
        if descriptor >= 0 {
            _ = flock(descriptor, LOCK_UN)
        }
    }

    /// How many times opening looks for the file again when it vanished between two steps:
    /// another process's rotation renamed it. Each retry needs another rotation within a window
    /// of two system calls, so one or two always do; the bound only keeps a file system that
    /// misbehaves from looping.
    static let openAttempts = 100

    /// Opens the regular file at `path`, without following a symlink or waiting for the reader
    /// of a FIFO; a missing file is created owner-only when `creatingMissingFile` says so.
    ///
    /// A file another process's rotation renames between creating and opening it is looked for
    /// again. Without creating, a missing file next to a rotated one is waited for, 2 ms at a
    /// time and ``openAttempts`` times at most: a rotation renames the current file, then
    /// creates the next one.
    /// - Returns: Whether a file is open; `false` only when it is missing and not created.
    private func open(creatingMissingFile: Bool) throws(SystemError) -> Bool {
        StandardStreams.reserveClosedOnes()
        if creatingMissingFile {
            OwnerOnlyFiles.createFolders(above: path)
        }
        let flags = O_RDWR | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        var opened: Int32 = -1
        var isCreated = false
        var attempts = 0
        while true {
            if creatingMissingFile {
                opened = systemOpen(path, flags | O_CREAT | O_EXCL, 0o600)
                isCreated = opened >= 0
                guard opened < 0, errno == EEXIST else { break }
            }
            opened = systemOpen(path, flags, 0)
            guard opened < 0, errno == ENOENT else { break }
            attempts += 1
            if creatingMissingFile {
                guard attempts < Self.openAttempts else { break }
            } else {
                guard attempts < Self.openAttempts, access("\(path).1", F_OK) == 0 else { return false }
                usleep(2_000)
            }
        }
        guard opened >= 0 else {
            throw SystemError(errno == ELOOP ? "\(path) is a symbolic link" : "cannot open \(path)")
        }
        let status: stat
        do {
            status = try Self.ownRegularFileStatus(of: opened, path: path)
        } catch {
            _ = Self.closeDescriptor(opened)
            throw error
        }
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        if isCreated {
            OwnerOnlyFiles.protect(newFile: path, descriptor: opened)
        }
        descriptor = opened
        identity = FileIdentity(status)
        return true
    }

    /// The status of the file open as `descriptor`, when it is a regular file of the process's
    /// own user; the only files the log writes or reads.
    static func ownRegularFileStatus(of descriptor: Int32, path: String) throws(SystemError) -> stat {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("cannot inspect \(path)") }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw SystemError(reason: "\(path) is not a regular file")
        }
        guard status.st_uid == geteuid() else {
            throw SystemError(reason: "\(path) belongs to another user")
        }
        return status
    }

    private func currentSize() throws(SystemError) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("cannot inspect \(path)") }
        return Int(status.st_size)
    }

    private func lastByte(at offset: Int) throws(SystemError) -> UInt8 {
        var byte: UInt8 = 0
        while true {
            let count = pread(descriptor, &byte, 1, off_t(offset))
            if count == 1 { return byte }
            guard count < 0, errno == EINTR else { throw SystemError("cannot read \(path)") }
        }
    }

    /// Writes all of `bytes` at the end of the file, which held `size` bytes; on failure, cuts
    /// the file back to that size, so no half line is left, and closes it so the next write
    /// opens it afresh.
    private func write(_ bytes: ArraySlice<UInt8>, after size: Int) throws(SystemError) {
        let (offset, failure) = bytes.withUnsafeBytes { buffer in
            let (written, failed) = writeAll(buffer, to: descriptor, with: writeBytes)
            return (written, failed ? SystemError("cannot write to \(path)") : nil)
        }
        if let failure {
            if offset > 0 {
                _ = ftruncate(descriptor, off_t(size))
            }
            close()
            throw failure
        }
    }

    /// Moves the current file to `.1` (and each older one up a number, the oldest out) while
    /// its lock is held, then opens and locks a new one.
    private func rotate() throws(SystemError) {
        if maxFiles == 1 {
            unlink(path)
        }
        for index in stride(from: maxFiles - 1, through: 1, by: -1) {
            let source = index == 1 ? path : "\(path).\(index - 1)"
            rename(source, "\(path).\(index)")
        }
        close()
        try lockCurrentFile()
    }

    private func close() {
        if descriptor >= 0 {
            _ = Self.closeDescriptor(descriptor)
            descriptor = -1
        }
    }

    static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            Darwin.close(descriptor)
        #elseif canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Musl.close(descriptor)
        #endif
    }
}

/// Which file a path named: a file keeps it when it is renamed, as rotation does.
struct FileIdentity: Hashable {
    var device: UInt64 = 0
    var inode: UInt64 = 0

    init() {}

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// A failed system call: what was attempted, and the system's reason.
struct SystemError: Error {
    let reason: String

    init(reason: String) {
        self.reason = reason
    }

    init(_ what: String) {
        reason = "\(what): \(String(cString: strerror(errno)))"
    }
}

/// Writes all of `bytes` to `descriptor` with `write`, again where a signal interrupted it.
/// - Returns: How many bytes were written, and whether a write failed, `errno` saying why.
func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, with write: LogFile.WriteFunction = systemWrite
) -> (count: Int, failed: Bool) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return (offset, true)
        }
        offset += written
    }
    return (offset, false)
}

/// `write(2)`.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
    #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Musl.write(descriptor, bytes, count)
    #endif
}

func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    #if canImport(Darwin)
        Darwin.open(path, flags, mode)
    #elseif canImport(Glibc)
        Glibc.open(path, flags, mode)
    #else
        Musl.open(path, flags, mode)
    #endif
}
