import ErrorHandling
import Foundation
import Testing

/// What the hosts of a center need — which host presents, the navigation hooks, what was
/// announced, which presentations played the error feedback — is one object the center refers
/// to, apart from the center's own state.
@Suite("Center hosts")
@MainActor
struct ErrorCenterHostsTests {
    /// Counts the calls of the hooks it makes.
    @MainActor final class Calls {
        var count = 0
        func hook(adding step: Int) -> @MainActor () -> Void {
            { self.count += step }
        }
    }

    /// The stored properties of `center`: the name of each and the type of its value.
    private func storedProperties(of center: ErrorCenter) -> [(name: String, type: String)] {
        Mirror(reflecting: center).children.map { child in
            (child.label ?? "", String(describing: type(of: child.value)))
        }
    }

    @Test func theCenterRefersToItsHostsThroughOnePropertyAndKeepsNoneOfTheirState() {
        let properties = storedProperties(of: ErrorCenter())
        let hostState = properties.filter { property in
            ["navigateBack", "playsErrorFeedback", "hostBookkeeping"].contains { property.name.contains($0) }
                || ["HostRegistry", "HostBookkeeping"].contains(property.type)
        }
        #expect(hostState.map(\.name) == [])
        #expect(properties.filter { $0.type == "ErrorCenterHosts" }.map(\.name) == ["hosts"])
    }

    @Test func theAppsNavigateBackStaysObservedOnTheCenterAndUnderTheHostsHooks() {
        let center = ErrorCenter()
        let calls = Calls()
        #expect(
            observationFires(
                reading: { _ = center.navigateBack },
                when: { center.navigateBack = calls.hook(adding: 1) }))

        let stack = UUID()
        center.hosts.installNavigateBack(for: stack, calls.hook(adding: 10))
        center.navigateBack?()
        #expect(calls.count == 10)
        center.hosts.removeNavigateBack(for: stack)
        center.navigateBack?()
        #expect(calls.count == 11)
    }

    @Test func turningTheErrorFeedbackOffOnTheCenterIsObservedAndReachesTheHosts() throws {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        #expect(
            observationFires(
                reading: { _ = center.playsErrorFeedback },
                when: { center.playsErrorFeedback = false }))
        #expect(!center.hosts.playsErrorFeedbackOnShow(of: try #require(center.current)))
    }
}
