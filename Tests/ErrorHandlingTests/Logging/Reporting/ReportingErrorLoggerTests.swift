import DescriptionPayloads
import Foundation
import Testing

@testable import ErrorHandling

// The reporting logger describes and redacts on the caller's thread: a description that never
// ended held the caller for ever, and 30 shared arrays 3 deep came out longer than any log line.
@Suite struct ReportingErrorLoggerTests {
    @Test func aDescriptionThatBlocksHoldsTheCallerOnlyForAWhileAndIsReportedMarked() {
        let gate = DescriptionGate()
        defer { gate.open() }
        let reporter = RecordingReporter()
        let logger = ReportingErrorLogger(reporter: reporter)
        #expect(returns(within: 60) { logger.log(record(BlockingDescriptionError(gate: gate))) })
        let reported = reporter.reports.withLock { $0.first?.record }
        #expect(reported?.metadata["descriptionTimedOut"] == "true")
        #expect(reported?.message == "ErrorHandlingTests.BlockingDescriptionError (description timed out)")
    }

    @Test func sharedArraysAreReportedWithinTheCutOfALogLine() {
        let reporter = RecordingReporter()
        ReportingErrorLogger(reporter: reporter).log(
            record(KeptPayloadError(payload: SharedLevel.tree(fanOut: 30, depth: 3))))
        let reported = reporter.reports.withLock { $0.first?.record }
        #expect((reported?.message.utf8.count ?? .max) <= LogLineLimits.maxFieldBytes)
        #expect(reported?.message.contains("<same as above>") == true)
    }
}
