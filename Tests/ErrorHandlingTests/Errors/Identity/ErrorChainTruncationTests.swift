import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// A chain longer than ``ErrorChain/maximumLength`` is cut, and the record says so.
@Suite struct ErrorChainTruncationTests {
    let logger = InMemoryErrorLogger()

    /// `links` errors, each but the last wrapping the next.
    private func chain(of links: Int) -> any Error {
        var error: any Error = SampleError.offline
        for _ in 1..<links {
            error = WrappingError(underlyingError: error)
        }
        return error
    }

    private func loggedRecord(of error: any Error) throws -> ErrorRecord {
        ErrorHandler(logger: logger).handle(error: error)
        return try #require(logger.records.first)
    }

    @Test func aChainOfTwentyErrorsIsLoggedAsCut() throws {
        let record = try loggedRecord(of: chain(of: 20))
        #expect(record.metadata["chainTruncated"] == "true")
        #expect(record.chain.count == ErrorChain.maximumLength)
    }

    @Test func aCyclicChainEndsAndIsLoggedAsCut() throws {
        let record = try loggedRecord(of: SelfWrappingError())
        #expect(record.metadata["chainTruncated"] == "true")
        #expect(record.chain.count == ErrorChain.maximumLength)
    }

    @Test func aChainOfThreeErrorsIsNotCut() throws {
        let record = try loggedRecord(of: chain(of: 3))
        #expect(record.metadata["chainTruncated"] == nil)
        #expect(record.chain.count == 3)
    }

    @Test func aChainOfExactlyTheLimitIsNotCut() throws {
        let record = try loggedRecord(of: chain(of: ErrorChain.maximumLength))
        #expect(record.metadata["chainTruncated"] == nil)
        #expect(record.chain.count == ErrorChain.maximumLength)
    }

    @Test func theCutKeepsTheCallersOwnMetadata() {
        let record = ErrorRecord(
            error: chain(of: 20), fileID: "App/A.swift", line: 1, function: "f()",
            metadata: ["screen": "feed"])
        #expect(record.metadata == ["screen": "feed", "chainTruncated": "true"])
    }
}

/// Wraps `SampleError.offline` and counts how often its chain is followed through it.
private final class CountingWrapper: UnderlyingErrorProviding, Sendable {
    let reads = Locked(0)

    var underlyingError: (any Error)? {
        reads.withLock { $0 += 1 }
        return SampleError.offline
    }
}

/// The chain of a record's error is walked where the record is described, once, not where it is
/// made.
@Suite struct ErrorChainWalkTests {
    @Test func makingARecordDoesNotWalkTheChain() {
        let error = CountingWrapper()
        _ = ErrorRecord(error: error, fileID: "App/A.swift", line: 1, function: "f()")
        #expect(error.reads.withLock { $0 } == 0)
    }

    @Test func aProductionLoggerWalksTheChainOnceForTheTextsAndTheCut() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        let error = CountingWrapper()
        logger.log(error, file: "App/A.swift", line: 1, function: "f()")
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 1)
        #expect((objects.first?["chain"] as? [String])?.count == 2)
        #expect(error.reads.withLock { $0 } == 1)
    }

    @Test func aRecordDescribedByALoggerKeepsTheMarkOfACutChain() {
        var error: any Error = SampleError.offline
        for _ in 1..<20 {
            error = WrappingError(underlyingError: error)
        }
        var record = ErrorRecord(error: error, fileID: "App/A.swift", line: 1, function: "f()")
        record.describeError(until: .now() + .seconds(5))
        #expect(record.walkedChainIsTruncated == true)
        #expect(record.metadata["chainTruncated"] == "true")
    }

    @Test func metadataSetOnARecordIsKeptAsSet() {
        var error: any Error = SampleError.offline
        for _ in 1..<20 {
            error = WrappingError(underlyingError: error)
        }
        var record = ErrorRecord(error: error, fileID: "App/A.swift", line: 1, function: "f()")
        record.metadata["screen"] = "feed"
        #expect(record.metadata == ["screen": "feed", "chainTruncated": "true"])
        record.metadata = ["screen": "feed"]
        #expect(record.metadata == ["screen": "feed"])
    }
}
