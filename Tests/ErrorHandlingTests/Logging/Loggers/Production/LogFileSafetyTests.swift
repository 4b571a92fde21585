import Dispatch
import Foundation
import Testing

@testable import ErrorHandling

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a production logger does with the path it is given: it writes only to a regular file
/// of its own, never blocks on a FIFO, never follows a planted symlink, keeps the file private,
/// and starts on a line of its own after a crash tore the last one.
@Suite("Log file safety", .timeLimit(.minutes(10)))
struct LogFileSafetyTests {
    @Test func aFIFOAtThePathIsRefusedWithoutBlockingLogOrFlush() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        try #require(mkfifo(url.path, 0o600) == 0)
        let notices = NoticeRecorder()
        let logger = ProductionErrorLogger(fileURL: url, clock: Date.init, notify: notices.record)
        let finished = await finishes(withinSeconds: 10) {
            logger.log(record())
            logger.flush()
            logger.log(record(SampleError.server(code: 1)))
            logger.flush()
        }
        if !finished {
            // Lets a writer blocked in `open` go, so the hung test ends.
            _ = open(url.path, O_RDONLY | O_NONBLOCK)
        }
        #expect(finished, "log and flush returned")
        #expect(logger.failureCount == 2)
        #expect(notices.notices.count == 1)
    }

    @Test func aFIFOWithAReaderIsRefusedToo() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        try #require(mkfifo(url.path, 0o600) == 0)
        let reader = open(url.path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { _ = close(reader) }
        let notices = NoticeRecorder()
        let logger = ProductionErrorLogger(fileURL: url, clock: Date.init, notify: notices.record)
        logger.log(record())
        logger.flush()
        #expect(logger.failureCount == 1)
        #expect(notices.notices.first?.contains("not a regular file") == true)
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "nothing reached the FIFO")
    }

    @Test func aSymlinkAtThePathIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("victim.txt")
        try Data("precious\n".utf8).write(to: target)
        let url = directory.file("errors.jsonl")
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        expectRefusal(of: url)
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func aFilePlantedByAnotherUserIsRefused() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        try Data("planted\n".utf8).write(to: url)
        try #require(chown(url.path, 4_321, getegid()) == 0)
        expectRefusal(of: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "planted\n")
    }

    @Test func aDirectoryAtThePathIsRefused() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        expectRefusal(of: url)
    }

    @Test func createdFilesAndRotationsAreOwnerOnlyAndCreatedFoldersToo() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("logs/nested")
        let url = folder.appendingPathComponent("errors.jsonl")
        let existingPermissions = try permissions(of: directory.url.path)
        let logger = ProductionErrorLogger(
            fileURL: url, maxBytes: 1_000, maxFiles: 3, rateLimitPerMinute: .max)
        for index in 0..<20 {
            logger.log(record(message: "record \(index) " + String(repeating: "-", count: 200)))
        }
        logger.flush()
        for path in [url.path, url.path + ".1", url.path + ".2"] {
            #expect(try permissions(of: path) == 0o600, "\(path)")
        }
        #expect(try permissions(of: folder.path) == 0o700)
        #expect(try permissions(of: folder.deletingLastPathComponent().path) == 0o700)
        #expect(
            try permissions(of: directory.url.path) == existingPermissions, "an existing folder is left alone"
        )
    }

    @Test func aTornLastLineFromACrashStaysOnALineOfItsOwn() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        let fragment = #"{"timestamp":"2026-"#
        try Data(fragment.utf8).write(to: url)
        let logger = ProductionErrorLogger(fileURL: url)
        logger.log(record(SampleError.server(code: 7)))
        logger.flush()
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.first.map(String.init) == fragment)
        let last = try JSONSerialization.jsonObject(with: Data(try #require(lines.last).utf8))
        #expect(((last as? [String: Any])?["message"] as? String)?.contains("server(code: 7)") == true)
        #expect(lines.count == 2)
    }

    @Test func aDiskThatFillsUpMidWriteIsCountedNoticedOnceAndLeavesNoHalfLine() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        // How many more bytes fit on the disk; `nil` while there is room.
        let room = Locked<Int?>(nil)
        let file = LogFile(url: url, maxBytes: 5_000_000, maxFiles: 3) { descriptor, bytes, count in
            let allowed = room.withLock { room in
                guard let left = room else { return count }
                room = left - min(left, count)
                return min(left, count)
            }
            guard allowed > 0 else {
                errno = ENOSPC
                return -1
            }
            return systemWrite(descriptor, bytes, allowed)
        }
        let notices = NoticeRecorder()
        let queue = DispatchQueue(label: "LogFileSafetyTests.writer")
        let buffer = RecordBuffer(capacity: 64)
        let writer = ProductionLogWriter(
            queue: queue, buffer: buffer, file: file, redactor: .default, rateLimitPerMinute: 60,
            clock: Date.init, notify: notices.record)
        func write(_ records: [ErrorRecord]) {
            for record in records { _ = buffer.append(record) }
            queue.sync { writer.flush() }
        }

        write([record(SampleError.server(code: 0))])
        room.withLock { $0 = 50 }
        write((1...5).map { record(SampleError.server(code: $0)) })
        write([record()])
        #expect(writer.failureCount == 6)
        #expect(notices.notices.count == 1)
        #expect(notices.notices.first?.contains("No space left on device") == true)
        #expect(try jsonObjects(in: url).count == 1, "the half-written batch was cut back")

        room.withLock { $0 = nil }
        write([record(SampleError.server(code: 9))])
        let objects = try jsonObjects(in: url)
        #expect(objects.count == 3)
        #expect((objects[1]["message"] as? String)?.hasPrefix("6 lines could not be written") == true)
        #expect(writer.failureCount == 6)
    }
}

/// Logs one record to `url` and checks that the logger refused the path: the line counted as a
/// failure, one notice said why.
private func expectRefusal(of url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    let notices = NoticeRecorder()
    let logger = ProductionErrorLogger(fileURL: url, clock: Date.init, notify: notices.record)
    logger.log(record())
    logger.flush()
    #expect(logger.failureCount == 1, sourceLocation: sourceLocation)
    #expect(notices.notices.count == 1, sourceLocation: sourceLocation)
}

/// The permission bits of the file or folder at `path`, not following a symlink.
private func permissions(of path: String) throws -> mode_t {
    var status = stat()
    try #require(lstat(path, &status) == 0, "\(path) exists")
    return status.st_mode & 0o777
}

/// Runs `work` on a thread of its own and reports whether it returned within `seconds`; a hang
/// guard, not a timing assertion: work that hangs leaves its thread blocked and returns `false`.
private func finishes(withinSeconds seconds: Double, _ work: @escaping @Sendable () -> Void) async -> Bool {
    await withCheckedContinuation { continuation in
        let isResumed = Locked(false)
        let resume: @Sendable (Bool) -> Void = { value in
            let isFirst = isResumed.withLock { resumed in
                defer { resumed = true }
                return !resumed
            }
            if isFirst { continuation.resume(returning: value) }
        }
        Thread.detachNewThread {
            work()
            resume(true)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { resume(false) }
    }
}
