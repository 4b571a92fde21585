import Testing

@testable import ErrorHandling

/// The inbox off the main actor: folding by slot, the capacity, and its cost.
@Suite("CenterInbox")
struct CenterInboxTests {
    private static func arrival(_ key: Int, style: PresentationStyle = .alert) -> CenterArrival {
        .presentation(
            ErrorPresentation(
                title: "Error \(key)", buttons: [], style: style, error: KeyedError(errorCode: key)),
            report: nil)
    }

    @Test func arrivalsOfOneKindFoldIntoOneEntryInTheOrderTheyCame() {
        var inbox = CenterInbox(capacity: 8)
        for key in [1, 2, 1, 3, 2, 1] {
            _ = inbox.add(Self.arrival(key))
        }
        let batch = inbox.takeAll()
        #expect(batch.entries.map(\.presentation.title) == ["Error 1", "Error 2", "Error 3"])
        #expect(batch.entries.map(\.reports) == [3, 2, 1])
        #expect(batch.arrivals == 6)
        #expect(inbox.takeAll().entries.isEmpty)
    }

    @Test func beyondTheCapacityTheOldestToastLeavesThenTheOldestAlertAfterTheFirst() {
        var inbox = CenterInbox(capacity: 2)
        let toast = PresentationStyle.toast(duration: .seconds(1))
        var dropped: [String] = []
        for arrival in [Self.arrival(1), Self.arrival(2, style: toast), Self.arrival(3), Self.arrival(4)] {
            if case .dropped(let entry) = inbox.add(arrival) {
                dropped.append(entry.presentation.title)
            }
        }
        #expect(dropped == ["Error 2"])
        if case .dropped(let entry) = inbox.add(Self.arrival(5)) {
            dropped.append(entry.presentation.title)
        }
        #expect(dropped == ["Error 2", "Error 3"])
        let batch = inbox.takeAll()
        #expect(batch.entries.map(\.presentation.title) == ["Error 1", "Error 4", "Error 5"])
        #expect(batch.dropped == 2)
    }

    @Test func anInlineMessageReplacesTheWaitingOneOfItsField() {
        var inbox = CenterInbox(capacity: 1)
        let inline = PresentationStyle.inline(field: "email")
        _ = inbox.add(Self.arrival(1, style: inline))
        guard case .replaced(let old) = inbox.add(Self.arrival(2, style: inline)) else {
            Issue.record("the second inline message replaced nothing")
            return
        }
        #expect(old.title == "Error 1")
        #expect(inbox.takeAll().entries.map(\.presentation.title) == ["Error 2"])
    }

    /// With half of them dropped to keep within the capacity, 8 times as many distinct kinds
    /// take about 8 times as long (a scan of the inbox on each drop took 64 times as long).
    @Test func droppingToKeepWithinALargeCapacityCostsTheSamePerArrival() {
        func fill(_ count: Int) -> () -> Void {
            let arrivals = (0..<count).map { Self.arrival($0, style: .toast(duration: .seconds(1))) }
            return {
                var inbox = CenterInbox(capacity: count / 2)
                for arrival in arrivals {
                    _ = inbox.add(arrival)
                }
                precondition(inbox.takeAll().dropped == count - count / 2)
            }
        }
        let (few, many) = (fill(500), fill(4_000))
        let ratio =
            Double(ThreadCPUTime.fastest(of: 3, many)) / Double(max(1, ThreadCPUTime.fastest(of: 3, few)))
        #expect(ratio < 24, "8× the kinds took \(ratio)× as long")
    }
}
