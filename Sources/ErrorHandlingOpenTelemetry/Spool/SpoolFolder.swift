import ErrorHandling
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder of batches waiting to be sent: each batch one file, written under a temporary
/// name and renamed when complete, so a crash never leaves half a batch to send. Folders are
/// `0700` and files `0600` (``OwnerOnlyFiles``).
///
/// Only regular files of the process's own user are read, opened without following a symbolic
/// link, and at most a batch's bytes of each. A folder that is a symbolic link, not a folder, or
/// another user's is not used at all; one of the user's that others may use is made `0700`.
///
/// A name is `<microseconds since 1970>-<launch>-<first record>-<records>.otlp`, zero-padded,
/// so that names sort oldest first across launches.
struct SpoolFolder: Sendable {
    let url: URL
    /// Tells this launch's files from earlier ones'.
    let launch: String
    /// Why the folder is not used, or `nil` when it is.
    let refusal: String?

    init(url: URL, launch: String) {
        self.url = url
        self.launch = launch
        refusal = OwnerOnlyFiles.ownerOnlyFolder(atPath: url.path)
    }

    private static let suffix = ".otlp"
    private static let partialSuffix = ".partial"

    /// The folder for `serviceName` in the app's caches folder.
    static func standard(serviceName: String) -> URL {
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        let safeName = String(serviceName.unicodeScalars.map { isSafe($0) ? Character($0) : "_" }.prefix(64))
        return caches.appendingPathComponent("ErrorHandlingOpenTelemetry", isDirectory: true)
            .appendingPathComponent(safeName.isEmpty ? "app" : safeName, isDirectory: true)
    }

    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
    }

    /// The batches on disk, oldest first, as their names and sizes say: regular files of the
    /// process's own user only; leftovers of interrupted writes are removed.
    func existingBatches() -> [SpooledBatch] {
        guard refusal == nil else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var batches: [SpooledBatch] = []
        for name in names {
            let path = url.appendingPathComponent(name).path
            if name.hasSuffix(Self.partialSuffix) {
                try? FileManager.default.removeItem(atPath: path)
                continue
            }
            var status = stat()
            guard name.hasSuffix(Self.suffix),
                let records = name.dropLast(Self.suffix.count).split(separator: "-").last.flatMap({ Int($0) }
                ),
                lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == geteuid()
            else { continue }
            batches.append(SpooledBatch(name: name, bytes: Int(status.st_size), records: records))
        }
        return batches.sorted { $0.name < $1.name }
    }

    /// The name of a new batch of `records` records, the first of them `firstSequence`.
    func name(records: Int, firstSequence: UInt64) -> String {
        let microseconds = UInt64(max(0, Date().timeIntervalSince1970 * 1e6))
        return "\(Self.padded(microseconds))-\(launch)-\(Self.padded(firstSequence))-\(records)\(Self.suffix)"
    }

    /// Writes `body`, a request of `records` records, the first of them `firstSequence`.
    func write(_ body: UnsafeRawBufferPointer, records: Int, firstSequence: UInt64) throws -> SpooledBatch {
        if let refusal { throw SpoolError(reason: refusal) }
        let name = name(records: records, firstSequence: firstSequence)
        let path = url.appendingPathComponent(name).path
        let partial = path + Self.partialSuffix
        OwnerOnlyFiles.createFolders(above: partial)
        StandardStreams.reserveClosedOnes()
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SpoolError(code: errno, path: partial) }
        OwnerOnlyFiles.protect(newFile: partial, descriptor: descriptor)
        let written = Self.writeAll(body, to: descriptor)
        close(descriptor)
        guard written, rename(partial, path) == 0 else {
            let code = errno
            unlink(partial)
            throw SpoolError(code: code, path: partial)
        }
        return SpooledBatch(name: name, bytes: body.count, records: records)
    }

    /// The batch's request, at most `limit` bytes: its body when it is in memory, else its file
    /// when that is a regular file of the process's own user.
    func read(_ batch: SpooledBatch, limit: Int) -> OwnerOnlyFiles.Contents {
        if let body = batch.body { return .bytes(body) }
        return OwnerOnlyFiles.readOwnRegularFile(
            atPath: url.appendingPathComponent(batch.name).path, limit: limit)
    }

    func delete(_ batch: SpooledBatch) {
        guard batch.body == nil else { return }
        unlink(url.appendingPathComponent(batch.name).path)
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static func padded(_ value: UInt64) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, 20 - digits.count)) + digits
    }
}

/// A spool file could not be written, for `reason`.
struct SpoolError: Error {
    var reason: String

    init(reason: String) {
        self.reason = reason
    }

    /// The system's reason for `code`, an `errno`, about `path`.
    init(code: Int32, path: String) {
        reason = "cannot write \(path): \(String(cString: strerror(code)))"
    }
}

/// The system's `write`, which the spool folder's own `write` hides inside the type.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
