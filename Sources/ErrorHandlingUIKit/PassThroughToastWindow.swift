#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A window above the app's windows that shows the toasts over whatever is presented
    /// (sheets, full-screen covers, popovers) and never takes a touch: toasts have no buttons,
    /// so every touch goes to the windows below.
    @MainActor
    final class PassThroughToastWindow {
        private var window: UIWindow?

        /// Shows `content` in `scene`, moving it there from another scene; hides it when
        /// `scene` is `nil`.
        func show(in scene: UIWindowScene?, content: () -> UIViewController) {
            guard let scene else {
                window?.isHidden = true
                window = nil
                return
            }
            guard window?.windowScene !== scene else { return }
            window?.isHidden = true
            let window = UIWindow(windowScene: scene)
            window.windowLevel = UIWindow.Level(UIWindow.Level.normal.rawValue + 1)
            window.isUserInteractionEnabled = false
            window.backgroundColor = .clear
            let controller = content()
            controller.view.backgroundColor = .clear
            window.rootViewController = controller
            window.isHidden = false
            self.window = window
        }
    }
#endif
