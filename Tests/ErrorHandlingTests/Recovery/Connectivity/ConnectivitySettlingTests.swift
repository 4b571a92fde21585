import Testing

@testable import ErrorHandling

/// The center's settling of connectivity values, as a value: what each value asks it to do.
@Suite("ConnectivitySettling")
struct ConnectivitySettlingTests {
    @Test func theFirstValueCountsAtOnce() {
        var settling = ConnectivitySettling(settlingTime: .milliseconds(250))
        #expect(settling.received(.offline) == .apply(.offline))
        #expect(settling.applied == .offline)
    }

    @Test func aLaterChangeCountsOnceItHasHeldForTheSettlingTime() {
        var settling = ConnectivitySettling(settlingTime: .milliseconds(250))
        _ = settling.received(.offline)
        guard case .wait(let delay, let change) = settling.received(.online) else {
            Issue.record("a change counted at once")
            return
        }
        #expect(delay == .milliseconds(250))
        #expect(settling.applied == .offline)
        #expect(settling.settle(change) == .online)
        #expect(settling.applied == .online)
        #expect(settling.settle(change) == nil)
    }

    @Test func aChangeUndoneOrRepeatedBeforeItSettlesCountsOnlyFromItsLastValue() {
        var settling = ConnectivitySettling(settlingTime: .milliseconds(250))
        _ = settling.received(.offline)
        guard case .wait(_, let undone) = settling.received(.online) else {
            Issue.record("a change counted at once")
            return
        }
        #expect(settling.received(.offline) == .none)
        #expect(settling.settle(undone) == nil)
        guard case .wait(_, let repeated) = settling.received(.online),
            case .wait(_, let last) = settling.received(.online)
        else {
            Issue.record("a change counted at once")
            return
        }
        #expect(settling.settle(repeated) == nil)
        #expect(settling.applied == .offline)
        #expect(settling.settle(last) == .online)
    }

    @Test func withoutASettlingTimeEveryChangeCountsAtOnce() {
        var settling = ConnectivitySettling(settlingTime: .zero)
        #expect(settling.received(.offline) == .apply(.offline))
        #expect(settling.received(.online) == .apply(.online))
        #expect(settling.received(.online) == .none)
    }
}
