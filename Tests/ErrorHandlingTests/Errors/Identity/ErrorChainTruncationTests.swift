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
