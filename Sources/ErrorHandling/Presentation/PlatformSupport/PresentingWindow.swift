/// A view controller as the window-level presenter sees it: UIKit's `UIViewController`, an
/// AppKit window and its sheets, or a fake in tests.
@MainActor
package protocol PresentingController {
    /// The controller this one presents, if any.
    var presentedController: Self? { get }
    /// Whether this controller is animating away.
    var isBeingDismissed: Bool { get }
}

/// The window a root view is in, as the window-level presenter sees it.
@MainActor
package protocol PresentingWindow {
    /// The kind of controller the window presents from.
    associatedtype Controller: PresentingController

    /// The controller at the root of the window; `nil` while the root view is in no window.
    var rootController: Controller? { get }
    /// Whether the window receives the keyboard and other non-touch events now.
    var isKeyWindow: Bool { get }
}
