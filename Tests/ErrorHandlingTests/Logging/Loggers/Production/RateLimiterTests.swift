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

    /// Work per record that does not grow with the kinds seen gives about 1; walking every
    /// window on each batch gave about 80.
    static let maximumRatio = 10.0

    @Test func aRecordCostsAboutAsMuchAfter20000KindsAsAfter10() {
        let ratio = ThreadCPUTime.smallestRatio(below: Self.maximumRatio) {
            Self.nanosecondsPerBatch(afterKinds: 20_000) / Self.nanosecondsPerBatch(afterKinds: 10)
        }
        #expect(ratio < Self.maximumRatio, "a batch after 20,000 kinds took \(ratio)× as long as after 10")
    }

    /// The least CPU time, over a few limiters that have seen `kinds` keys, of what the writer
    /// does for a batch of one record: a record of a new key and one of a key over its limit,
    /// closing the windows that ended, the summaries of a flush and when the next is due.
    private static func nanosecondsPerBatch(afterKinds kinds: Int) -> Double {
        let start = Date(timeIntervalSince1970: 0)
        let logged = record(at: start)
        let batches = 500
        let newKeys = (0..<batches).map { "new \($0)" }
        let times = (0..<3).map { _ in
            var limiter = RateLimiter(limit: 5)
            for kind in 0..<kinds {
                _ = limiter.admit(logged, key: "seen \(kind)")
            }
            for _ in 0..<5 {
                _ = limiter.admit(logged, key: "over")
            }
            let cpuStart = ThreadCPUTime.now()
            for key in newKeys {
                _ = limiter.admit(logged, key: key)
                _ = limiter.admit(logged, key: "over")
                _ = limiter.closeWindows(endingBy: start.addingTimeInterval(1))
                _ = limiter.takeSummaries()
                _ = limiter.nextSummaryDue
            }
            return ThreadCPUTime.now() - cpuStart
        }
        return Double(times.min() ?? 0) / Double(batches)
    }

    @Test func theWindowsOfEveryKindAreForgottenAWindowLengthAfterTheyEnd() {
        var limiter = RateLimiter(limit: 1)
        let start = Date(timeIntervalSince1970: 0)
        for kind in 0..<10_000 {
            _ = limiter.admit(record(at: start.addingTimeInterval(Double(kind) / 1_000)), key: "kind \(kind)")
        }
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(119)).isEmpty)
        #expect(limiter.windowCount == 10_000)
        _ = limiter.closeWindows(endingBy: start.addingTimeInterval(125))
        #expect(limiter.windowCount == 4_999)
        _ = limiter.closeWindows(endingBy: start.addingTimeInterval(130))
        #expect(limiter.windowCount == 0)
    }

    @Test func aWindowOpenedWithAnEarlierTimestampIsSummedUpWhenItEndsNotAfterTheOthers() {
        var limiter = RateLimiter(limit: 1)
        let start = Date(timeIntervalSince1970: 1_000)
        for key in ["late", "early"] {
            let timestamp = key == "late" ? start.addingTimeInterval(30) : start
            _ = limiter.admit(record(at: timestamp), key: key)
            _ = limiter.admit(record(at: timestamp), key: key)
        }
        #expect(limiter.nextSummaryDue == start.addingTimeInterval(60))
        let summaries = limiter.closeWindows(endingBy: start.addingTimeInterval(60))
        #expect(summaries.map(\.lastRecord.timestamp) == [start])
        #expect(limiter.nextSummaryDue == start.addingTimeInterval(90))
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(90)).count == 1)
        #expect(limiter.nextSummaryDue == nil)
    }

    @Test func aWindowOfAFarFutureTimestampKeepsNoOtherWindowFromBeingForgotten() {
        var limiter = RateLimiter(limit: 1)
        let start = Date(timeIntervalSince1970: 0)
        _ = limiter.admit(record(at: Date(timeIntervalSince1970: 4_000_000_000)), key: "future")
        for kind in 0..<100 {
            _ = limiter.admit(record(at: start), key: "kind \(kind)")
        }
        _ = limiter.closeWindows(endingBy: start.addingTimeInterval(121))
        #expect(limiter.windowCount == 1)
    }

    @Test func aSummaryIsTakenOnceWhetherAFlushOrTheEndOfItsWindowTakesIt() {
        var limiter = RateLimiter(limit: 1)
        let start = Date(timeIntervalSince1970: 0)
        for second in 0..<3 {
            _ = limiter.admit(record(at: start.addingTimeInterval(Double(second))), key: "k")
        }
        #expect(limiter.takeSummaries().map(\.suppressedCount) == [2])
        #expect(limiter.nextSummaryDue == nil)
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(60)).isEmpty)
        _ = limiter.admit(record(at: start.addingTimeInterval(59)), key: "k")
        #expect(limiter.nextSummaryDue == start.addingTimeInterval(60))
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(61)).map(\.suppressedCount) == [1])
        #expect(limiter.takeSummaries().isEmpty)
    }

    @Test func aKeysNewWindowSumsUpItsLastOneAndTheOldSummaryIsNotTakenAgain() {
        var limiter = RateLimiter(limit: 1)
        let start = Date(timeIntervalSince1970: 0)
        _ = limiter.admit(record(at: start), key: "k")
        _ = limiter.admit(record(at: start), key: "k")
        let next = limiter.admit(record(at: start.addingTimeInterval(60)), key: "k")
        #expect(next.isAdmitted)
        #expect(next.closed?.suppressedCount == 1)
        #expect(limiter.nextSummaryDue == nil)
        #expect(limiter.closeWindows(endingBy: start.addingTimeInterval(200)).isEmpty)
    }

    @Test func keysAreLimitedSeparately() {
        var limiter = RateLimiter(limit: 1)
        #expect(limiter.admit(record(), key: "a").isAdmitted)
        #expect(limiter.admit(record(), key: "b").isAdmitted)
        #expect(!limiter.admit(record(), key: "a").isAdmitted)
    }
}
