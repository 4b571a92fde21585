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
        let innerDepth = nesting.entering(center, lane: .alerts).depth(of: center, lane: .alerts)

        // SwiftUI may call the inner host's onAppear first.
        center.registerHost(inner, lane: .alerts, depth: innerDepth)
        center.registerHost(outer, lane: .alerts, depth: nesting.depth(of: center, lane: .alerts))
        #expect(center.isPresenter(inner, of: .alerts))
        #expect(!center.isPresenter(outer, of: .alerts))

        center.unregisterHost(inner)
        #expect(center.isPresenter(outer, of: .alerts))
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
        let inside = HostNesting().entering(a, lane: .alerts).entering(b, lane: .alerts)
            .entering(a, lane: .alerts)
        #expect(inside.depth(of: a, lane: .alerts) == 2)
        #expect(inside.depth(of: b, lane: .alerts) == 1)
        #expect(inside.depth(of: a, lane: .toasts) == 0)
    }

    @Test func aChangeOfPresenterIsObserved() {
        let center = ErrorCenter()
        let host = UUID()
        #expect(
            observationFires(
                reading: { _ = center.isPresenter(host, of: .alerts) },
                when: { center.registerHost(host, lane: .alerts, depth: 0) }))
    }

    @Test func aWindowLevelRootOutranksEverySwiftUIHostUntilItLeaves() {
        let center = ErrorCenter()
        let root = UUID()
        let innerAlertHost = UUID()
        center.registerHost(root, lane: .alerts, depth: HostRegistry.windowLevel)
        center.registerHost(innerAlertHost, lane: .alerts, depth: 3)
        #expect(center.isPresenter(root, of: .alerts))
        #expect(!center.isPresenter(innerAlertHost, of: .alerts))

        center.unregisterHost(root)
        #expect(center.isPresenter(innerAlertHost, of: .alerts))
    }

    @Test func aHostInsideAWindowLevelRootLeavesItsLaneToTheRootBeforeTheRootRegisters() {
        let center = ErrorCenter()
        let alertHost = UUID()
        let toastHost = UUID()
        let inside = HostNesting().enteringWindowLevelRoot(of: center, lanes: [.alerts])

        // The inner hosts appear before the root, which registers after the view update that
        // made it: were the alert host the presenter now, the alert would show in SwiftUI, then
        // again through the window once the root registers.
        center.registerHost(alertHost, lane: .alerts, at: inside)
        center.registerHost(toastHost, lane: .toasts, at: inside)
        #expect(!center.isPresenter(alertHost, of: .alerts))
        #expect(center.isPresenter(toastHost, of: .toasts))

        let root = UUID()
        center.registerHost(root, lane: .alerts, depth: HostRegistry.windowLevel)
        #expect(center.isPresenter(root, of: .alerts))
    }

    @Test func aWindowLevelRootOfOneCenterLeavesTheHostsOfAnotherAlone() {
        let rooted = ErrorCenter()
        let other = ErrorCenter()
        let host = UUID()
        let inside = HostNesting().enteringWindowLevelRoot(of: rooted, lanes: [.alerts, .toasts])

        #expect(inside.isInsideWindowLevelRoot(of: rooted, lane: .toasts))
        #expect(!inside.isInsideWindowLevelRoot(of: other, lane: .alerts))
        other.registerHost(host, lane: .alerts, at: inside.entering(other, lane: .alerts))
        #expect(other.isPresenter(host, of: .alerts))
    }

    @Test func aHostRegisteredAtItsNestingGetsTheDepthThere() {
        let center = ErrorCenter()
        let outer = UUID()
        let inner = UUID()
        let nesting = HostNesting()
        center.registerHost(inner, lane: .alerts, at: nesting.entering(center, lane: .alerts))
        center.registerHost(outer, lane: .alerts, at: nesting)
        #expect(center.isPresenter(inner, of: .alerts))
    }
}
