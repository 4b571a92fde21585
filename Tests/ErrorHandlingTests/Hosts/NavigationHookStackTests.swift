import ErrorHandling
import Foundation
import Testing

/// The `navigateBack` hooks that `errorNavigationPath(_:)` installs while on screen.
@Suite("navigateBack hooks")
@MainActor
struct NavigationHookStackTests {
    /// Records which hook ran.
    @MainActor final class Calls {
        var names: [String] = []
        func hook(_ name: String) -> @MainActor () -> Void {
            { self.names.append(name) }
        }
    }

    @Test func theLatestHookIsInstalledAndThePreviousComesBack() {
        let calls = Calls()
        let center = ErrorCenter()
        center.navigateBack = calls.hook("app")
        let list = UUID()
        let sheet = UUID()

        center.hosts.installNavigateBack(for: list, calls.hook("list"))
        center.hosts.installNavigateBack(for: sheet, calls.hook("sheet"))
        center.navigateBack?()
        center.hosts.removeNavigateBack(for: sheet)
        center.navigateBack?()
        center.hosts.removeNavigateBack(for: list)
        center.navigateBack?()

        #expect(calls.names == ["sheet", "list", "app"])
    }

    /// A center with the hooks "first" and "second" installed, in that order.
    private func centerWithTwoHooks() -> (Calls, ErrorCenter, first: UUID, second: UUID) {
        let calls = Calls()
        let center = ErrorCenter()
        let first = UUID()
        let second = UUID()
        center.hosts.installNavigateBack(for: first, calls.hook("first"))
        center.hosts.installNavigateBack(for: second, calls.hook("second"))
        return (calls, center, first, second)
    }

    @Test func stacksMayLeaveInAnyOrder() {
        let (calls, center, first, second) = centerWithTwoHooks()

        center.hosts.removeNavigateBack(for: first)
        center.navigateBack?()
        center.hosts.removeNavigateBack(for: first)  // twice: nothing changes
        center.navigateBack?()
        center.hosts.removeNavigateBack(for: second)

        #expect(calls.names == ["second", "second"])
        #expect(center.navigateBack == nil)
    }

    @Test func reappearingMovesAHookOnTopOnce() {
        let (calls, center, first, _) = centerWithTwoHooks()
        center.hosts.installNavigateBack(for: first, calls.hook("first again"))
        center.navigateBack?()
        center.hosts.removeNavigateBack(for: first)
        center.navigateBack?()
        #expect(calls.names == ["first again", "second"])
    }

    @Test func theNavigateBackButtonRunsTheInstalledHook() async {
        let calls = Calls()
        let center = ErrorCenter()
        center.hosts.installNavigateBack(for: UUID(), calls.hook("pop"))
        center.handle(KeyedError(errorCode: 1), displayType: .alert(.navigateBack()))
        await center.dismiss(choosing: center.current?.buttons.first?.id)
        #expect(calls.names == ["pop"])
    }

    @Test func goingBackPopsThePathOrDismissesAtItsRoot() {
        #expect(BackNavigation(pathIsEmpty: false) == .popPath)
        #expect(BackNavigation(pathIsEmpty: true) == .dismissStack)
    }
}
