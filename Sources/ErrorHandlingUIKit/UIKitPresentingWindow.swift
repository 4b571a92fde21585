#if canImport(UIKit) && !os(watchOS)
    import ErrorHandling
    package import UIKit

    extension UIViewController: PresentingController {
        /// The controller this one presents, as the window-level presenter walks the chain.
        package var presentedController: Self? {
            presentedViewController as? Self
        }
    }

    /// The window a root view is in, read from a view placed in the root view each time it is
    /// asked, so it follows the root view into whatever window it is in now.
    @MainActor
    struct UIKitRootWindow: PresentingWindow {
        weak var probe: UIView?

        /// The window the root view is in, if any.
        var window: UIWindow? { probe?.window }

        var rootController: UIViewController? { window?.rootViewController }

        var isKeyWindow: Bool { window?.isKeyWindow ?? false }
    }
#endif
