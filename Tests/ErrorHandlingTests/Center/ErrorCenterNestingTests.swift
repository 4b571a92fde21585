import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

/// Errors a center's own work raises back into it — from the texts of the error it presents, or
/// from the logger of what it drops — are nested, and stop at the nesting limit.
@Suite("ErrorCenter re-entrant errors")
@MainActor
struct ErrorCenterNestingTests {
    /// An error whose description reports another error of its kind to the center, every time
    /// it is read.
    struct ReportingDescription: LocalizedError {
        let center: ErrorCenter
        let number: Int

        var errorDescription: String? {
            center.report(ReportingDescription(center: center, number: number + 1))
            return "Failure \(number)"
        }
    }

    @Test func anErrorWhoseDescriptionReportsToTheCenterStopsAtTheNestingLimit() async {
        let center = ErrorCenter(capacity: .max)
        center.report(ReportingDescription(center: center, number: 0))
        await center.waitUntilIdle()

        #expect(center.handler.droppedNestedErrorCount > 0)
        #expect(center.presentationCount <= ErrorHandler.maximumNestingDepth)
    }

    @Test func anErrorWhoseDescriptionReportsToTheCenterStopsAtTheNestingLimitWithALogger() async {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger, capacity: .max)
        center.report(ReportingDescription(center: center, number: 0))
        await center.waitUntilIdle()

        #expect(center.handler.droppedNestedErrorCount > 0)
        #expect(logger.records.count <= 2 * ErrorHandler.maximumNestingDepth)
    }

    /// A logger that reports every record it gets to the center: with capacity 1, each report
    /// drops a presentation, whose record reports again.
    @MainActor final class ReportingLogger: ErrorLogging {
        weak var center: ErrorCenter?

        nonisolated func log(_ record: ErrorRecord) {
            MainActor.assumeIsolated {
                center?.report(URLError(.badURL), style: .toast(duration: .seconds(60)))
            }
        }
    }

    @Test func aDropLoggerThatReportsToTheCenterStopsAtTheNestingLimit() async {
        let logger = ReportingLogger()
        let center = ErrorCenter(logger: logger, capacity: 1)
        logger.center = center
        for code in 0..<3 {
            center.report(KeyedError(errorCode: code), style: .toast(duration: .seconds(60)))
        }
        await center.waitUntilIdle()

        #expect(center.handler.droppedNestedErrorCount > 0)
    }
}
