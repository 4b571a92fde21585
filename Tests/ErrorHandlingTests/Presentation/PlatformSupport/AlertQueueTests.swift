import ErrorHandling
import Testing

@Suite("One alert on screen at a time, the others wait in order")
struct AlertQueueTests {
    @Test func theFirstAlertIsShownAtOnce() {
        var queue = AlertQueue<String>()

        let transition = queue.enqueue("A") { _ in false }

        #expect(transition.next == "A")
        #expect(transition.gone == nil)
        #expect(queue.shown == "A")
    }

    @Test func anAlertThatArrivesWhileAnotherIsShownWaitsUntilThatOneIsDismissed() {
        var queue = AlertQueue<String>()
        _ = queue.enqueue("A") { _ in false }

        let arrival = queue.enqueue("B") { _ in false }
        #expect(arrival.next == nil)
        #expect(queue.shown == "A")

        let dismissal = queue.dismissShown()
        #expect(dismissal.gone == "A")
        #expect(dismissal.next == "B")
    }

    @Test func waitingAlertsAreShownInTheOrderTheyArrived() {
        var queue = AlertQueue<String>()
        for alert in ["A", "B", "C"] {
            _ = queue.enqueue(alert) { _ in false }
        }

        #expect(queue.dismissShown().next == "B")
        #expect(queue.dismissShown().next == "C")
        #expect(queue.dismissShown().next == nil)
        #expect(queue.shown == nil)
    }

    @Test func anAlertDismissedWithoutTheQueueKnowingIsDroppedAtTheNextArrival() {
        var queue = AlertQueue<String>()
        _ = queue.enqueue("A") { _ in false }

        let transition = queue.enqueue("B") { $0 == "A" }

        #expect(transition.gone == "A")
        #expect(transition.next == "B")
        #expect(queue.dismissShown().next == nil)
    }

    @Test func anAlertStillOnScreenIsNotAskedToGoWhenANewOneArrives() {
        var queue = AlertQueue<String>()
        _ = queue.enqueue("A") { _ in false }
        var asked: [String] = []

        _ = queue.enqueue("B") { alert in
            asked.append(alert)
            return false
        }

        #expect(asked == ["A"])
        #expect(queue.shown == "A")
    }

    @Test func dismissingWithNothingOnScreenChangesNothing() {
        var queue = AlertQueue<String>()

        let transition = queue.dismissShown()

        #expect(transition.gone == nil)
        #expect(transition.next == nil)
    }
}
