import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension LogFile {
    /// How many bytes of a file an export reads at a time.
    static let exportChunkBytes = 65_536

    /// Hands the last `limit` whole lines of the log to `output`, oldest first, each with its
    /// line feed, from the rotated files and the current one, in pieces of a few hundred KiB
    /// at most.
    ///
    /// While they are read the current file's lock is held, so no logger rotates the files
    /// meanwhile. Without a current file — another process's rotation has moved it and has not
    /// made the next one yet (waited for a moment), or it was deleted — the rotated files are
    /// read without the lock: a file met again under the next name (renamed while it was read)
    /// is read once, and one that was replaced since it was looked at is left out, so no line
    /// is handed over twice. Nothing is written, and a missing current file is not created.
    ///
    /// A line counts when it is a whole JSON object as the logger writes it (see
    /// ``WholeLineCopier``): a line torn by a crash is left out. Only regular files of the
    /// process's own user are read. Each file is read twice, a chunk at a time — backwards from
    /// its end to find where its lines to take start, then forwards — so the memory taken does
    /// not depend on `limit` or on the size of the files.
    func copyRecentLines(
        limit: Int, to output: (UnsafeRawBufferPointer) throws(SystemError) -> Void
    ) throws(SystemError) {
        guard limit > 0 else { return }
        let isLocked = try lockCurrentFileIfPresent()
        defer {
            if isLocked { unlock() }
        }
        // One buffer for every read, never copied.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.exportChunkBytes, alignment: 1)
        defer { chunk.deallocate() }
        // Newest first: the current file, then `.1`, `.2`…
        var parts: [(path: String, identity: FileIdentity, lines: Range<Int>)] = []
        var seen = Set<FileIdentity>()
        var remaining = limit
        for index in 0..<maxFiles where remaining > 0 {
            let filePath = index == 0 ? path : "\(path).\(index)"
            guard let file = try openForExport(filePath, isLocked: isLocked) else { continue }
            defer { file.close() }
            guard seen.insert(file.identity).inserted else { continue }
            let start = try Self.startOfLastWholeLines(&remaining, in: file, chunk: chunk)
            parts.append((filePath, file.identity, start..<file.size))
        }
        var copier = WholeLineCopier()
        for part in parts.reversed() {
            guard let file = try openForExport(part.path, isLocked: isLocked), file.identity == part.identity
            else { continue }
            defer { file.close() }
            try copier.copy(part.lines, of: file, chunk: chunk, to: output)
        }
        try copier.finish(to: output)
    }

    /// The file of the log at `filePath`, open for reading: the current one through the
    /// descriptor that holds the lock, when it does; `nil` when there is none.
    private func openForExport(_ filePath: String, isLocked: Bool) throws(SystemError) -> OpenLogFile? {
        if filePath == path, isLocked {
            let status = try Self.ownRegularFileStatus(of: descriptor, path: path)
            return OpenLogFile(descriptor: descriptor, path: path, status: status, closesDescriptor: false)
        }
        let opened = systemOpen(filePath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0)
        guard opened >= 0 else {
            if errno == ENOENT { return nil }
            throw SystemError(errno == ELOOP ? "\(filePath) is a symbolic link" : "cannot open \(filePath)")
        }
        do {
            let status = try Self.ownRegularFileStatus(of: opened, path: filePath)
            return OpenLogFile(descriptor: opened, path: filePath, status: status, closesDescriptor: true)
        } catch {
            _ = Self.closeDescriptor(opened)
            throw error
        }
    }

    /// Where the last `count` whole lines of `file` start, read backwards a chunk at a time;
    /// `count` goes down by how many lines that is (all of them when the file holds fewer).
    private static func startOfLastWholeLines(
        _ count: inout Int, in file: OpenLogFile, chunk: UnsafeMutableRawBufferPointer
    ) throws(SystemError) -> Int {
        // The line being read ends at `lineEnd`, its line feed or the end of the file.
        var lineEnd = file.size
        var lastByte: UInt8 = 0
        var firstByte: UInt8 = 0
        var chunkEnd = file.size
        while chunkEnd > 0 {
            let chunkStart = max(0, chunkEnd - chunk.count)
            let length = chunkEnd - chunkStart
            guard try file.read(into: chunk, count: length, at: chunkStart) == length else {
                throw SystemError(reason: "\(file.path) became shorter while it was read")
            }
            for position in stride(from: chunkEnd - 1, through: chunkStart, by: -1) {
                let byte = chunk[position - chunkStart]
                guard byte == UInt8(ascii: "\n") else {
                    if position == lineEnd - 1 { lastByte = byte }
                    firstByte = byte
                    continue
                }
                if WholeLineCopier.isWholeLine(
                    length: lineEnd - position - 1, first: firstByte, last: lastByte)
                {
                    count -= 1
                    if count == 0 { return position + 1 }
                }
                lineEnd = position
            }
            chunkEnd = chunkStart
        }
        if WholeLineCopier.isWholeLine(length: lineEnd, first: firstByte, last: lastByte) {
            count -= 1
        }
        return 0
    }
}

/// A file of a log, open for reading.
struct OpenLogFile {
    let descriptor: Int32
    let path: String
    let identity: FileIdentity
    /// Its size when it was opened.
    let size: Int
    /// Whether ``close()`` closes the descriptor, which belongs to the ``LogFile`` otherwise.
    private let closesDescriptor: Bool

    init(descriptor: Int32, path: String, status: stat, closesDescriptor: Bool) {
        self.descriptor = descriptor
        self.path = path
        identity = FileIdentity(status)
        size = Int(status.st_size)
        self.closesDescriptor = closesDescriptor
    }

    /// Reads `count` bytes from `offset` into the start of `buffer`, fewer where the file ends.
    /// - Returns: How many bytes were read.
    func read(into buffer: UnsafeMutableRawBufferPointer, count: Int, at offset: Int) throws(SystemError)
        -> Int
    {
        var done = 0
        while done < count {
            let read = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw SystemError("cannot read \(path)") }
            if read == 0 { break }
            done += read
        }
        return done
    }

    func close() {
        if closesDescriptor {
            _ = LogFile.closeDescriptor(descriptor)
        }
    }
}
