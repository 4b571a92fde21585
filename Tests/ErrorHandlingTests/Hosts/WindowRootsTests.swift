import ErrorHandling
import Foundation
import Testing

/// Which window a center's presentation is shown in, with one root per scene.
@Suite("Window roots")
@MainActor
struct WindowRootsTests {
    private let alert = UUID()

    @Test func aPresentationIsShownInTheWindowOfTheOnlyRoot() {
        var roots = WindowRoots<FakeWindow>()
        roots.add(UUID(), window: FakeWindow("main"))

        #expect(roots.window(for: alert)?.name == "main")
    }

    @Test func withTwoScenesThePresentationGoesToTheKeyWindowOnly() {
        var roots = WindowRoots<FakeWindow>()
        let left = FakeWindow("left")
        left.isKeyWindow = true
        roots.add(UUID(), window: left)
        roots.add(UUID(), window: FakeWindow("right"))

        #expect(roots.window(for: alert)?.name == "left")
    }

    @Test func withoutAKeyWindowTheRootRegisteredLastPresents() {
        var roots = WindowRoots<FakeWindow>()
        roots.add(UUID(), window: FakeWindow("left"))
        roots.add(UUID(), window: FakeWindow("right"))

        #expect(roots.window(for: alert)?.name == "right")
    }

    @Test func aPresentationStaysInItsWindowWhenAnotherSceneBecomesKey() {
        var roots = WindowRoots<FakeWindow>()
        let left = FakeWindow("left")
        let right = FakeWindow("right")
        roots.add(UUID(), window: left)
        roots.add(UUID(), window: right)
        #expect(roots.window(for: alert)?.name == "right")

        left.isKeyWindow = true
        #expect(roots.window(for: alert)?.name == "right")
        #expect(roots.window(for: UUID())?.name == "left")
    }

    @Test func whenItsRootLeavesThePresentationMovesToAnotherRoot() {
        var roots = WindowRoots<FakeWindow>()
        let leftRoot = UUID()
        let rightRoot = UUID()
        roots.add(leftRoot, window: FakeWindow("left"))
        roots.add(rightRoot, window: FakeWindow("right"))
        #expect(roots.window(for: alert)?.name == "right")

        #expect(roots.remove(rightRoot) == [alert])
        #expect(roots.window(for: alert)?.name == "left")
        #expect(roots.remove(rightRoot).isEmpty)
    }

    @Test func whenTheLastRootLeavesThePresentationWaitsForTheNextRoot() {
        var roots = WindowRoots<FakeWindow>()
        let root = UUID()
        roots.add(root, window: FakeWindow("main"))
        _ = roots.window(for: alert)

        roots.remove(root)
        #expect(roots.isEmpty)
        #expect(roots.window(for: alert) == nil)
        roots.add(UUID(), window: FakeWindow("new scene"))
        #expect(roots.window(for: alert)?.name == "new scene")
    }

    @Test func aRootWhoseViewIsInNoWindowIsSkipped() {
        var roots = WindowRoots<FakeWindow>()
        roots.add(UUID(), window: FakeWindow("main"))
        roots.add(UUID(), window: FakeWindow("not yet in a window", root: nil))

        #expect(roots.window(for: alert)?.name == "main")
    }

    @Test func aReleasedPresentationIsPlacedAgainByTheRules() {
        var roots = WindowRoots<FakeWindow>()
        let left = FakeWindow("left")
        roots.add(UUID(), window: left)
        roots.add(UUID(), window: FakeWindow("right"))
        #expect(roots.window(for: alert)?.name == "right")

        roots.release(alert)
        left.isKeyWindow = true
        #expect(roots.window(for: alert)?.name == "left")
    }
}
