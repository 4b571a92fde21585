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
/// A name is `<microseconds since 1970>-<launch>-<first record>-<records>.otlp`, zero-padded,
/// so that names sort oldest first across launches.
struct SpoolFolder: Sendable {
    let url: URL
    /// Tells this launch's files from earlier ones'.
    let launch: String

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

    /// The batches on disk, oldest first; leftovers of interrupted writes are removed.
    func existingBatches() -> [SpooledBatch] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var batches: [SpooledBatch] = []
        for name in names {
            let path = url.appendingPathComponent(name).path
            if name.hasSuffix(Self.partialSuffix) {
                try? FileManager.default.removeItem(atPath: path)
                continue
            }
            guard name.hasSuffix(Self.suffix),
                let records = name.dropLast(Self.suffix.count).split(separator: "-").last.flatMap({ Int($0) }
                ),
                records > 0,
                let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
            else { continue }
            batches.append(SpooledBatch(name: name, bytes: size.intValue, records: records))
        }
        return batches.sorted { $0.name < $1.name }
    }

    /// Writes `body`, a request of `records` records, the first of them `firstSequence`.
    func write(_ body: UnsafeRawBufferPointer, records: Int, firstSequence: UInt64) throws -> SpooledBatch {
        let microseconds = UInt64(max(0, Date().timeIntervalSince1970 * 1e6))
        let name =
            "\(Self.padded(microseconds))-\(launch)-\(Self.padded(firstSequence))-\(records)\(Self.suffix)"
        let path = url.appendingPathComponent(name).path
        let partial = path + Self.partialSuffix
        OwnerOnlyFiles.createFolders(above: partial)
        StandardStreams.reserveClosedOnes()
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SpoolError(code: errno) }
        OwnerOnlyFiles.protect(newFile: partial, descriptor: descriptor)
        let written = Self.writeAll(body, to: descriptor)
        close(descriptor)
        guard written, rename(partial, path) == 0 else {
            let code = errno
            unlink(partial)
            throw SpoolError(code: code)
        }
        return SpooledBatch(name: name, bytes: body.count, records: records)
    }

    func read(_ batch: SpooledBatch) -> [UInt8]? {
        FileManager.default.contents(atPath: url.appendingPathComponent(batch.name).path).map { [UInt8]($0) }
    }

    func delete(_ batch: SpooledBatch) {
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

/// A spool file could not be written; `code` is the `errno`.
struct SpoolError: Error {
    var code: Int32
}

/// The system's `write`, which the spool folder's own `write` hides inside the type.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
