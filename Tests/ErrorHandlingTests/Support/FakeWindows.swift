import ErrorHandling

/// A view controller for the window-level presenter's decisions: what it presents, and
/// whether it is animating away.
@MainActor
final class FakeController: PresentingController {
    let name: String
    var presentedController: FakeController?
    var isBeingDismissed = false

    init(_ name: String, presenting presented: FakeController? = nil) {
        self.name = name
        presentedController = presented
    }
}

/// A window the root view of a scene is in.
@MainActor
final class FakeWindow: PresentingWindow {
    let name: String
    var rootController: FakeController?
    var isKeyWindow = false

    init(_ name: String, root: FakeController? = FakeController("root")) {
        self.name = name
        rootController = root
    }
}
