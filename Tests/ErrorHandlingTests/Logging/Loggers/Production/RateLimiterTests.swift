import Foundation
import Testing

@testable import ErrorHandling

@Suite struct RateLimiterTests {
    @Test func aWindowAdmitsTheLimitAndSummarizesTheRestWhenItCloses() throws {
        var limiter = RateLimiter(limit: 2)
        let start = Date(timeIntervalSince1970: 0)
        let admitted = (0..<5).map {
            limiter.admit(record(at: start.addingTimeInterval(Double($0))), key: "k").isAdmitted
        }
        #expect(admitted == [true, true, false, false, false])
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(59)).isEmpty)
        #expect(limiter.nextSummaryDue == start.addingTimeInterval(60))
        let summaries = limiter.closeWindows(endingBy: start.addingTimeInterval(60))
        #expect(summaries.map(\.suppressedCount) == [3])
        #expect(summaries.first?.lastRecord.timestamp == start.addingTimeInterval(4))
        #expect(limiter.nextSummaryDue == nil)
    }

    @Test func aRecordOfAClosedMinuteThatIsWrittenLateStillCountsAgainstThatMinute() {
        var limiter = RateLimiter(limit: 1)
        let start = Date(timeIntervalSince1970: 0)
        #expect(limiter.admit(record(at: start), key: "k").isAdmitted)
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(70)).isEmpty)
        #expect(!limiter.admit(record(at: start.addingTimeInterval(30)), key: "k").isAdmitted)
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(71)).map(\.suppressedCount) == [1])
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(125)).isEmpty)
        #expect(limiter.admit(record(at: start.addingTimeInterval(40)), key: "k").isAdmitted)
    }

    @Test func keysAreLimitedSeparately() {
        var limiter = RateLimiter(limit: 1)
        #expect(limiter.admit(record(), key: "a").isAdmitted)
        #expect(limiter.admit(record(), key: "b").isAdmitted)
        #expect(!limiter.admit(record(), key: "a").isAdmitted)
    }
}
