import ErrorHandling
import Foundation
import Testing

/// Which SwiftUI host of a center presents: the innermost one on screen.
@Suite("Host registry")
@MainActor
struct HostRegistryTests {
    @Test func theDeepestHostPresentsAndTheOuterTakesOverWhenItLeaves() {
        let center = ErrorCenter()
        let outer = UUID()
        let inner = UUID()
        let nesting = HostNesting()
        let innerDepth = nesting.entering(center.hosts, lane: .alerts).depth(of: center.hosts, lane: .alerts)

        // SwiftUI may call the inner host's onAppear first.
        center.hosts.register(inner, lane: .alerts, depth: innerDepth)
        center.hosts.register(outer, lane: .alerts, depth: nesting.depth(of: center.hosts, lane: .alerts))
        #expect(center.hosts.isPresenter(inner, of: .alerts))
        #expect(!center.hosts.isPresenter(outer, of: .alerts))

        center.hosts.unregister(inner)
        #expect(center.hosts.isPresenter(outer, of: .alerts))
    }

    @Test func amongEquallyDeepHostsTheLatestPresents() {
        var registry = HostRegistry()
        let first = UUID()
        let second = UUID()
        registry.register(first, lane: .toasts, depth: 0)
        registry.register(second, lane: .toasts, depth: 0)
        #expect(registry.presenter(of: .toasts) == second)
        registry.register(first, lane: .toasts, depth: 0)
        #expect(registry.presenter(of: .toasts) == first)
        #expect(registry.presenter(of: .alerts) == nil)
    }

    @Test func nestingCountsPerCenterAndLane() {
        let a = ErrorCenter()
        let b = ErrorCenter()
        let inside = HostNesting().entering(a.hosts, lane: .alerts).entering(b.hosts, lane: .alerts)
            .entering(a.hosts, lane: .alerts)
        #expect(inside.depth(of: a.hosts, lane: .alerts) == 2)
        #expect(inside.depth(of: b.hosts, lane: .alerts) == 1)
        #expect(inside.depth(of: a.hosts, lane: .toasts) == 0)
    }

    @Test func aChangeOfPresenterIsObserved() {
        let center = ErrorCenter()
        let host = UUID()
        #expect(
            observationFires(
                reading: { _ = center.hosts.isPresenter(host, of: .alerts) },
                when: { center.hosts.register(host, lane: .alerts, depth: 0) }))
    }

    @Test func aWindowLevelRootOutranksEverySwiftUIHostUntilItLeaves() {
        let center = ErrorCenter()
        let root = UUID()
        let innerAlertHost = UUID()
        center.hosts.register(root, lane: .alerts, depth: HostRegistry.windowLevel)
        center.hosts.register(innerAlertHost, lane: .alerts, depth: 3)
        #expect(center.hosts.isPresenter(root, of: .alerts))
        #expect(!center.hosts.isPresenter(innerAlertHost, of: .alerts))

        center.hosts.unregister(root)
        #expect(center.hosts.isPresenter(innerAlertHost, of: .alerts))
    }

    @Test func aHostInsideAWindowLevelRootLeavesItsLaneToTheRootBeforeTheRootRegisters() {
        let center = ErrorCenter()
        let alertHost = UUID()
        let toastHost = UUID()
        let inside = HostNesting().enteringWindowLevelRoot(of: center.hosts, lanes: [.alerts])

        // The inner hosts appear before the root, which registers after the view update that
        // made it: were the alert host the presenter now, the alert would show in SwiftUI, then
        // again through the window once the root registers.
        center.hosts.register(alertHost, lane: .alerts, at: inside)
        center.hosts.register(toastHost, lane: .toasts, at: inside)
        #expect(!center.hosts.isPresenter(alertHost, of: .alerts))
        #expect(center.hosts.isPresenter(toastHost, of: .toasts))

        let root = UUID()
        center.hosts.register(root, lane: .alerts, depth: HostRegistry.windowLevel)
        #expect(center.hosts.isPresenter(root, of: .alerts))
    }

    @Test func aWindowLevelRootOfOneCenterLeavesTheHostsOfAnotherAlone() {
        let rooted = ErrorCenter()
        let other = ErrorCenter()
        let host = UUID()
        let inside = HostNesting().enteringWindowLevelRoot(of: rooted.hosts, lanes: [.alerts, .toasts])

        #expect(inside.isInsideWindowLevelRoot(of: rooted.hosts, lane: .toasts))
        #expect(!inside.isInsideWindowLevelRoot(of: other.hosts, lane: .alerts))
        other.hosts.register(host, lane: .alerts, at: inside.entering(other.hosts, lane: .alerts))
        #expect(other.hosts.isPresenter(host, of: .alerts))
    }

    @Test func aHostRegisteredAtItsNestingGetsTheDepthThere() {
        let center = ErrorCenter()
        let outer = UUID()
        let inner = UUID()
        let nesting = HostNesting()
        center.hosts.register(inner, lane: .alerts, at: nesting.entering(center.hosts, lane: .alerts))
        center.hosts.register(outer, lane: .alerts, at: nesting)
        #expect(center.hosts.isPresenter(inner, of: .alerts))
    }
}
