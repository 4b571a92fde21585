#if canImport(AppKit)
    public import AppKit
    public import ErrorHandling

    extension ErrorCenter {
        /// Shows this center's alerts as `NSAlert` sheets on `window`, for apps without
        /// SwiftUI.
        ///
        /// Keep the returned presenter alive, for example in a property of the window
        /// controller; alerts stop showing once it is released. The chosen button dismisses
        /// the alert at the center, which runs its action and shows the next one.
        /// - Parameter window: The window the sheets are attached to.
        /// - Returns: The presenter that watches this center.
        public func presentAlerts(in window: NSWindow) -> ErrorCenterAlertPresenter {
            let sheets = AppKitCenterAlerts { [weak window] in window }
            return ErrorCenterAlertPresenter(center: self) {
                sheets.show($0)
            } hide: {
                sheets.hide()
            }
        }
    }

    /// Renders one ``ErrorCenterAlertPresenter``: begins a sheet for each presentation it is
    /// given on the window it is told, and ends the sheet when the center took the
    /// presentation down by other means. A presentation given while there is no window waits
    /// for ``retry()``.
    @MainActor
    final class AppKitCenterAlerts {
        private let window: @MainActor () -> NSWindow?
        private weak var shownOn: NSWindow?
        private weak var alert: NSAlert?
        private var waiting: ErrorPresentation?

        /// Shows sheets on the window `window` returns at the time.
        init(window: @escaping @MainActor () -> NSWindow?) {
            self.window = window
        }

        func show(_ presentation: ErrorPresentation) {
            guard let window = window() else {
                waiting = presentation
                return
            }
            waiting = nil
            shownOn = window
            alert = NSAlertRunner.show(presentation, in: window)
        }

        /// Shows the presentation that waits for a window, if there is a window now.
        func retry() {
            if let waiting {
                show(waiting)
            }
        }

        /// Updates the title of the alert on screen.
        func retitle(_ title: String) {
            alert?.messageText = title
        }

        func hide() {
            waiting = nil
            guard let alert, let shownOn, shownOn.attachedSheet === alert.window else { return }
            shownOn.endSheet(alert.window)
        }
    }
#endif
