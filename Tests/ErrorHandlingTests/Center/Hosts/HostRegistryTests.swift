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
}
