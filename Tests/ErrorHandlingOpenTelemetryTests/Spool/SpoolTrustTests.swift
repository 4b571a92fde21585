import ErrorHandling
import Foundation
import Testing

@testable import ErrorHandlingOpenTelemetry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is in the spool folder is not trusted: its names, its sizes, what its entries are and
/// whose they are.
@Suite struct SpoolTrustTests {
    private let manager = FileManager.default

    private func batchName(records: String) -> String {
        "00000000000000000001-0badc0de-00000000000000000000-\(records).otlp"
    }

    private func contains(_ bodies: [[UInt8]], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        return bodies.contains { body in
            body.count >= needle.count
                && (0...(body.count - needle.count)).contains {
                    Array(body[$0..<$0 + needle.count]) == needle
                }
        }
    }

    @Test func aSpoolFileWhoseNameCountsMoreRecordsThanItsBytesHoldIsDeletedAndNothingTraps() async throws {
        let collector = try ScriptedCollector(.accept)
        let spool = TemporaryFolder()
        try manager.createDirectory(at: spool.url, withIntermediateDirectories: true)
        let huge = spool.url.appendingPathComponent(batchName(records: "9223372036854775807"))
        try Data([1, 2, 3]).write(to: huge)
        let logger = exporter(to: collector.endpoint, spool: spool)
        for attempt in 0..<3 {
            logger.log(record(attempt))
        }
        #expect(await eventually { logger.statistics.accepted == 3 })
        #expect(logger.statistics.spooledRecords == 0)
        #expect(!manager.fileExists(atPath: huge.path))
    }

    @Test func aSymbolicLinkNamedAsABatchIsNeverFollowedOrSent() async throws {
        let collector = try ScriptedCollector(.accept)
        let spool = TemporaryFolder()
        let outside = TemporaryFolder()
        try manager.createDirectory(at: spool.url, withIntermediateDirectories: true)
        try manager.createDirectory(at: outside.url, withIntermediateDirectories: true)
        let target = outside.url.appendingPathComponent("secrets")
        try Data("API_KEY=not-for-the-collector".utf8).write(to: target)
        try manager.createSymbolicLink(
            at: spool.url.appendingPathComponent(batchName(records: "1")), withDestinationURL: target)
        let logger = exporter(to: collector.endpoint, spool: spool)
        logger.log(record(1))
        #expect(await eventually { logger.statistics.accepted == 1 })
        #expect(!contains(collector.bodies, "not-for-the-collector"))
        #expect(manager.fileExists(atPath: target.path))
    }

    @Test func aSpoolFolderOthersMayUseIsMadeOwnerOnlyBeforeItIsUsed() async throws {
        let collector = try ScriptedCollector(.accept)
        let spool = TemporaryFolder()
        try manager.createDirectory(at: spool.url, withIntermediateDirectories: true)
        chmod(spool.url.path, 0o777)
        let logger = exporter(to: collector.endpoint, spool: spool)
        logger.log(record(1))
        #expect(await eventually { logger.statistics.accepted == 1 })
        let mode = try manager.attributesOfItem(atPath: spool.url.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o700)
    }

    @Test func aSpoolFolderThatIsALinkIsNotUsedAndItsBatchesWaitInMemory() async throws {
        let collector = try ScriptedCollector(.status(503, retryAfter: nil))
        let spool = TemporaryFolder()
        let elsewhere = TemporaryFolder()
        try manager.createDirectory(at: elsewhere.url, withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: spool.url, withDestinationURL: elsewhere.url)
        let logger = exporter(to: collector.endpoint, spool: spool)
        logger.log(record(1))
        #expect(await eventually { collector.bodies.count >= 2 })
        #expect(try manager.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty)
        #expect(logger.statistics.spooledRecords == 1)
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give the folder to another user"))
    func aSpoolFolderOfAnotherUserIsNotUsedAndItsBatchesWaitInMemory() async throws {
        let collector = try ScriptedCollector(.status(503, retryAfter: nil))
        let spool = TemporaryFolder()
        try manager.createDirectory(at: spool.url, withIntermediateDirectories: true)
        chown(spool.url.path, 65_534, 65_534)
        let logger = exporter(to: collector.endpoint, spool: spool)
        logger.log(record(1))
        #expect(await eventually { collector.bodies.count >= 2 })
        #expect(try manager.contentsOfDirectory(atPath: spool.url.path).isEmpty)
        #expect(logger.statistics.spooledRecords == 1)
    }

    @Test func aSpoolFileLargerThanARequestMayBeIsNotSentButDroppedAndCounted() async throws {
        let collector = try ScriptedCollector(.accept)
        let spool = TemporaryFolder()
        try manager.createDirectory(at: spool.url, withIntermediateDirectories: true)
        var limits = ExportLimits.quick
        limits.maximumSpoolBytes = 40_000
        let large = spool.url.appendingPathComponent(batchName(records: "3"))
        try Data(repeating: 7, count: 20_000).write(to: large)
        let logger = exporter(to: collector.endpoint, spool: spool, limits: limits)
        logger.log(record(1))
        #expect(await eventually { logger.statistics.accepted == 1 })
        #expect(logger.droppedCount == 3)
        #expect(collector.bodies.allSatisfy { $0.count <= limits.maximumSpoolBytes / 4 })
        #expect(!manager.fileExists(atPath: large.path))
    }
}
