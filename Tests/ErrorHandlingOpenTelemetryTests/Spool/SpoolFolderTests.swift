import Foundation
import Testing

@testable import ErrorHandlingOpenTelemetry

@Suite struct SpoolFolderTests {
    @Test func batchesAreOwnerOnlyFilesInAnOwnerOnlyFolder() throws {
        let temporary = TemporaryFolder()
        let folder = SpoolFolder(url: temporary.url.appendingPathComponent("spool"), launch: "a1")
        let batch = try [UInt8]([1, 2, 3]).withUnsafeBytes {
            try folder.write($0, records: 2, firstSequence: 0)
        }
        let manager = FileManager.default
        let file = try manager.attributesOfItem(atPath: folder.url.appendingPathComponent(batch.name).path)
        let directory = try manager.attributesOfItem(atPath: folder.url.path)
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(folder.read(batch, limit: 3) == .bytes([1, 2, 3]))
    }

    @Test func aLaterLaunchFindsTheBatchesOldestFirstAndRemovesHalfWrittenOnes() throws {
        let temporary = TemporaryFolder()
        let earlier = SpoolFolder(url: temporary.url, launch: "a1")
        let first = try [UInt8]([1]).withUnsafeBytes { try earlier.write($0, records: 1, firstSequence: 0) }
        let second = try [UInt8]([2, 2]).withUnsafeBytes {
            try earlier.write($0, records: 5, firstSequence: 1)
        }
        let manager = FileManager.default
        let partial = temporary.url.appendingPathComponent(first.name + ".partial")
        _ = manager.createFile(atPath: partial.path, contents: Data([9]))
        _ = manager.createFile(
            atPath: temporary.url.appendingPathComponent("unrelated.txt").path, contents: Data())
        _ = manager.createFile(
            atPath: temporary.url.appendingPathComponent("x-y-z.otlp").path, contents: Data())

        let later = SpoolFolder(url: temporary.url, launch: "b2")
        #expect(later.existingBatches() == [first, second])
        #expect(!manager.fileExists(atPath: partial.path))
    }
}
