#if os(Linux)
    @testable import ErrorHandling
    import Testing

    @Suite("ConnectivityThrottle")
    struct ConnectivityThrottleTests {
        private let start = ContinuousClock.now
        private let interval = ConnectivityThrottle.interval

        @Test func theFirstStateAndAChangeAfterAQuietIntervalArePassedOnAtOnce() {
            var throttle = ConnectivityThrottle()

            #expect(throttle.changed(to: .offline, now: start) == .publish(.offline))
            #expect(throttle.changed(to: .online, now: start + interval) == .publish(.online))
            #expect(throttle.published == .online)
        }

        @Test func theSameStateAgainIsNotPassedOn() {
            var throttle = ConnectivityThrottle()
            _ = throttle.changed(to: .online, now: start)

            #expect(throttle.changed(to: .online, now: start + interval * 2) == .none)
        }

        @Test func changesWithinTheIntervalWaitForItAndThenPassOnOnlyTheLatest() {
            var throttle = ConnectivityThrottle()
            _ = throttle.changed(to: .offline, now: start)

            #expect(
                throttle.changed(to: .online, now: start + .milliseconds(1)) == .wait(until: start + interval)
            )
            for step in 2..<10_000 {
                let state: Connectivity = step.isMultiple(of: 2) ? .offline : .online
                #expect(throttle.changed(to: state, now: start + .microseconds(step)) == .none)
            }
            #expect(throttle.deadlinePassed(now: start + interval) == .online)
            #expect(throttle.published == .online)
        }

        @Test func aFlapThatEndsWhereItStartedPassesNothingOnAtTheDeadline() {
            var throttle = ConnectivityThrottle()
            _ = throttle.changed(to: .online, now: start)
            _ = throttle.changed(to: .offline, now: start + .milliseconds(1))
            _ = throttle.changed(to: .online, now: start + .milliseconds(2))

            #expect(throttle.deadlinePassed(now: start + interval) == nil)
            #expect(throttle.changed(to: .offline, now: start + interval) == .publish(.offline))
        }

        @Test func aChangeRightAfterADeadlineWaitsForTheNextInterval() {
            var throttle = ConnectivityThrottle()
            _ = throttle.changed(to: .online, now: start)
            _ = throttle.changed(to: .offline, now: start + .milliseconds(1))
            _ = throttle.deadlinePassed(now: start + interval)

            #expect(
                throttle.changed(to: .online, now: start + interval + .milliseconds(1))
                    == .wait(until: start + interval * 2))
        }

        @Test func aDeadlineThatWasNotSetPassesNothingOn() {
            var throttle = ConnectivityThrottle()
            _ = throttle.changed(to: .online, now: start)

            #expect(throttle.deadlinePassed(now: start + interval) == nil)
        }
    }
#endif
