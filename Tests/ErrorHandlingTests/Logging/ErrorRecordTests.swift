import Foundation
import Testing

@testable import ErrorHandling

private struct Wrapper: UnderlyingErrorProviding {
    let underlyingError: (any Error)?
}

@Suite struct ErrorRecordTests {
    @Test func theChainListsWrappedErrorsOutermostFirst() {
        let inner = NSError(domain: NSURLErrorDomain, code: -1009)
        let record = record(Wrapper(underlyingError: inner))
        #expect(record.chain.count == 2)
        #expect(record.chain.last?.contains("-1009") == true)
        #expect(record.message == record.chain.first)
    }

    @Test func theGroupingKeyIgnoresTheErrorsData() {
        #expect(
            record(SampleError.server(code: 500)).groupingKey
                == record(SampleError.server(code: 404)).groupingKey)
        #expect(record(SampleError.server(code: 500)).groupingKey != record(SampleError.offline).groupingKey)
        #expect(record(SampleError.offline).groupingKey.contains("SampleError.offline"))
        let nsError = record(NSError(domain: "Sync", code: 7, userInfo: ["id": "1"])).groupingKey
        #expect(nsError == record(NSError(domain: "Sync", code: 7, userInfo: ["id": "2"])).groupingKey)
        #expect(nsError.contains("[Sync 7]"))
    }

    @Test func setTextReplacesWhatTheErrorWouldSay() {
        var record = record(SampleError.offline)
        record.message = "custom"
        record.groupingKey = "key"
        #expect(record.message == "custom")
        #expect(record.groupingKey == "key")
    }

    @Test func severitiesAreOrderedFromDebugToCritical() {
        #expect(ErrorSeverity.allCases.sorted() == [.debug, .info, .warning, .error, .critical])
        #expect(ErrorSeverity.warning < .error)
    }

    @Test func theUserFacingMessageIsTheLocalizedDescription() {
        let error = NSError(domain: "D", code: 1, userInfo: [NSLocalizedDescriptionKey: "Try again later."])
        #expect(record(error).userFacingMessage == "Try again later.")
    }
}
