import Dispatch
import Testing

@testable import ErrorHandling

@Suite struct BreadcrumbsTests {
    @Test func snapshotListsEventsOldestFirst() {
        let trail = Breadcrumbs(capacity: 5)
        trail.record("opened Feed", category: "navigation")
        trail.record("GET /feed", category: "network")
        #expect(trail.snapshot().map(\.message) == ["opened Feed", "GET /feed"])
        #expect(trail.snapshot().map(\.category) == ["navigation", "network"])
    }

    @Test func aFullTrailDropsTheOldestEvents() {
        let trail = Breadcrumbs(capacity: 3)
        for index in 1...7 {
            trail.record("event \(index)", category: "test")
        }
        #expect(trail.snapshot().map(\.message) == ["event 5", "event 6", "event 7"])
    }

    @Test func theDefaultCapacityIsOneHundred() {
        #expect(Breadcrumbs().capacity == 100)
    }

    @Test func recordingFromManyThreadsKeepsExactlyCapacityEvents() {
        let trail = Breadcrumbs(capacity: 50)
        DispatchQueue.concurrentPerform(iterations: 1000) { index in
            trail.record("event \(index)", category: "load")
        }
        let snapshot = trail.snapshot()
        #expect(snapshot.count == 50)
        #expect(Set(snapshot.map(\.message)).count == 50)
    }
}
