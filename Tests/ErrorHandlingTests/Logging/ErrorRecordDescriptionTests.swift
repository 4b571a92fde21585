import Foundation
import Testing

@testable import ErrorHandling

/// An error whose description is whatever the test wants.
private struct DescribedError: Error, CustomStringConvertible {
    let description: String
}

@Suite struct ErrorRecordDescriptionTests {
    @Test func aRecordsMessageAndChainAreNeverLongerThanTheirCut() {
        let record = record(DescribedError(description: String(repeating: "0123456789", count: 100_000)))
        #expect(record.message.utf8.count <= LogLineLimits.maxFieldBytes)
        #expect(record.message.hasPrefix("0123456789"))
        #expect(record.message.hasSuffix(" bytes]"))
        #expect(record.chain == [record.message])
    }
}
