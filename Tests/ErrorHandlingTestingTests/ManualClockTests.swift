import ErrorHandlingTesting
import Testing

@Suite("ManualClock")
struct ManualClockTests {
    @Test func timeMovesOnlyWhenAdvanced() {
        let clock = ManualClock()
        let start = clock.now
        #expect(clock.now == start)
        clock.advance(by: .seconds(3))
        #expect(start.duration(to: clock.now) == .seconds(3))
    }

    @Test func sleeperWakesWhenItsDeadlineIsReachedAndNotBefore() async throws {
        let clock = ManualClock()
        let woke = Locked(false)
        let sleeper = Task {
            try await clock.sleep(for: .seconds(2))
            woke.withLock { $0 = true }
        }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1)
        #expect(!woke.withLock { $0 })

        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(woke.withLock { $0 })
    }

    @Test func sleepersWakeInDeadlineOrder() async throws {
        let clock = ManualClock()
        let order = Locked<[Int]>([])
        let counts = [3, 1, 2]
        let sleepers = counts.map { seconds in
            Task {
                try await clock.sleep(for: .seconds(seconds))
                order.withLock { $0.append(seconds) }
            }
        }
        await clock.waitForSleepers(3)
        for seconds in 1...3 {
            clock.advance(by: .seconds(1))
            try await sleepers[counts.firstIndex(of: seconds) ?? 0].value
        }
        #expect(order.withLock { $0 } == [1, 2, 3])
    }

    @Test func sleepingUntilThePastReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsAtOnceWithoutAdvancing() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        await clock.waitForSleepers()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }
}
