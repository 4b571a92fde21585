import ErrorHandling
import Foundation
import Testing

@testable import ErrorHandlingOpenTelemetry

@Suite struct ExportStateTests {
    private func state(pendingCapacity: Int = 8, maximumSpoolBytes: Int = 400, spooled: [SpooledBatch] = [])
        -> ExportState
    {
        var limits = ExportLimits()
        limits.pendingCapacity = pendingCapacity
        limits.maximumSpoolBytes = maximumSpoolBytes
        limits.batchSize = 4
        return ExportState(limits: limits, spooled: spooled)
    }

    private let now = ContinuousClock.now

    @Test func recordsBeyondTheMemoryBoundAreDroppedAndCounted() {
        var state = state(pendingCapacity: 8)
        for attempt in 0..<20 {
            _ = state.take(record(attempt), observedAt: Date(), now: now)
        }
        #expect(state.statistics.pending == 8)
        #expect(state.statistics.dropped == 12)
        #expect(state.statistics.peakPending == 8)
    }

    @Test func aFullBatchIsSpooledAtOnceAndASmallerOneAfterTheBatchInterval() {
        var state = state()
        for attempt in 0..<6 {
            _ = state.take(record(attempt), observedAt: Date(), now: now)
        }
        guard case .spool(let first) = state.nextSpoolStep(now: now) else {
            Issue.record("a full batch waits")
            return
        }
        #expect(first.map(\.sequence) == [0, 1, 2, 3])
        guard case .wait(let deadline) = state.nextSpoolStep(now: now) else {
            Issue.record("two records of four are spooled before the interval")
            return
        }
        #expect(deadline == now.advanced(by: state.limits.batchInterval))
        guard case .spool(let rest) = state.nextSpoolStep(now: now.advanced(by: .seconds(2))) else {
            Issue.record("the rest is not spooled after the interval")
            return
        }
        #expect(rest.map(\.sequence) == [4, 5])
    }

    @Test func recordsTakenWhileBatchesAreSpooledKeepTheirOrderInBatchesOfAtMostTheBatchSize() {
        var state = state(pendingCapacity: 100)
        var sequences: [[UInt64]] = []
        var taken = 0
        // Records come in between the spooler's steps, more than a batch at a time.
        for arrivals in [10, 3, 0, 7, 1] {
            for _ in 0..<arrivals {
                _ = state.take(record(taken), observedAt: Date(), now: now)
                taken += 1
            }
            if case .spool(let batch) = state.nextSpoolStep(now: now.advanced(by: .seconds(2))) {
                sequences.append(batch.map(\.sequence))
            }
        }
        while case .spool(let batch) = state.nextSpoolStep(now: now.advanced(by: .seconds(2))) {
            sequences.append(batch.map(\.sequence))
        }
        #expect(sequences.allSatisfy { !$0.isEmpty && $0.count <= state.limits.batchSize })
        #expect(sequences.flatMap { $0 } == (0..<UInt64(taken)).map { $0 })
        #expect(state.statistics.pending == 0)
    }

    @Test func aFullSpoolDropsItsOldestBatchesFirstButNeverTheOneBeingSent() {
        let oldest = SpooledBatch(name: "1", bytes: 100, records: 3)
        let older = SpooledBatch(name: "2", bytes: 100, records: 5)
        let newer = SpooledBatch(name: "3", bytes: 100, records: 7)
        var state = state(maximumSpoolBytes: 400, spooled: [oldest, older, newer])
        guard case .send(let sending) = state.nextSendStep(now: now) else {
            Issue.record("nothing sent")
            return
        }
        #expect(sending == oldest)
        let fits = state.makeRoom(bytes: 100, records: 1)
        #expect(fits == [])
        let evicted = state.makeRoom(bytes: 100, records: 1)
        #expect(evicted == [older])
        #expect(state.statistics.dropped == 5)
        let tooLarge = state.makeRoom(bytes: 101, records: 9)
        #expect(tooLarge == nil)
        #expect(state.statistics.dropped == 14)
    }

    @Test func aRetryWaitsForItsDelayAndAnAcceptanceResetsTheAttempts() {
        let batch = SpooledBatch(name: "1", bytes: 10, records: 4)
        var state = state(spooled: [batch])
        _ = state.nextSendStep(now: now)
        let deleted = state.sent(batch, .retry(after: .seconds(3)), now: now)
        #expect(!deleted)
        #expect(state.failedAttempts == 1)
        guard case .wait(let deadline) = state.nextSendStep(now: now.advanced(by: .seconds(1))) else {
            Issue.record("a retry does not wait")
            return
        }
        #expect(deadline == now.advanced(by: .seconds(3)))
        guard case .send = state.nextSendStep(now: now.advanced(by: .seconds(3))) else {
            Issue.record("the batch is not sent again")
            return
        }
        let deletedAfterAcceptance = state.sent(batch, .accepted(rejected: 0), now: now)
        #expect(deletedAfterAcceptance)
        #expect(state.failedAttempts == 0)
        #expect(state.statistics == ExportStatistics(accepted: 4, failures: 1))
    }

    @Test func aPartialSuccessRejectingMoreThanTheBatchCountsOnlyTheBatch() {
        let batch = SpooledBatch(name: "1", bytes: 10, records: 4)
        var state = state(spooled: [batch])
        _ = state.nextSendStep(now: now)
        let deleted = state.sent(batch, .accepted(rejected: Int.max), now: now)
        #expect(deleted)
        #expect(state.statistics == ExportStatistics(dropped: 4, failures: 1))
    }

    @Test func batchesNamedWithMoreRecordsThanTheirBytesHoldOrLargerThanARequestAreRefusedAndNothingTraps() {
        let found = [
            SpooledBatch(name: "1", bytes: 10, records: Int.max),
            SpooledBatch(name: "2", bytes: 10, records: Int.max),
            SpooledBatch(name: "3", bytes: Int.max, records: 2),
            SpooledBatch(name: "4", bytes: 10, records: 0),
            SpooledBatch(name: "5", bytes: 10, records: 3),
        ]
        var state = state(spooled: found)
        #expect(state.refused.map(\.name) == ["1", "2", "3", "4"])
        var expected = ExportStatistics(dropped: 2)
        expected.refusedFiles = 4
        expected.spooledBatches = 1
        expected.spooledRecords = 3
        expected.spooledBytes = 10
        #expect(state.statistics == expected)
        guard case .send(let batch) = state.nextSendStep(now: now) else {
            Issue.record("the batch that fits is not sent")
            return
        }
        let deleted = state.sent(batch, .accepted(rejected: 0), now: now)
        #expect(deleted)
        #expect(state.statistics.accepted == 3)
    }

    @Test func aBatchTheDiskRefusesIsKeptInMemoryAndTheRefusalIsSaidOnceUntilTheDiskTakesOneAgain() {
        var state = state()
        let inMemory = { (name: String) in SpooledBatch(name: name, bytes: 10, records: 1, body: [1]) }
        let said = [
            inMemory("1"), inMemory("2"), SpooledBatch(name: "3", bytes: 10, records: 1), inMemory("4"),
        ].map { state.spooled($0).saysDiskRefuses }
        #expect(said == [true, false, false, true])
        #expect(state.statistics.spooledBatches == 4)
        #expect(state.statistics.dropped == 0)
    }

    @Test func aFlushReturnsAtOnceWhenNothingIsPending() async {
        var state = state()
        await withCheckedContinuation { waiter in
            for waiting in state.flush(waiter) { waiting.resume() }
        }
    }
}

extension ExportStatistics {
    init(accepted: Int = 0, dropped: Int = 0, failures: Int = 0) {
        self.init()
        self.accepted = accepted
        self.dropped = dropped
        self.failures = failures
    }
}
