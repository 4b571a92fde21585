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
            let sheets = AppKitCenterAlerts(window: window)
            return ErrorCenterAlertPresenter(center: self) {
                sheets.show($0)
            } hide: {
                sheets.hide()
            }
        }
    }

    /// Renders one ``ErrorCenterAlertPresenter``: begins a sheet for each presentation it is
    /// given, and ends the sheet when the center took the presentation down by other means.
    @MainActor
    final class AppKitCenterAlerts {
        private weak var window: NSWindow?
        private weak var alert: NSAlert?

        init(window: NSWindow) {
            self.window = window
        }

        func show(_ presentation: ErrorPresentation) {
            guard let window else { return }
            alert = NSAlertRunner.show(presentation, in: window)
        }

        func hide() {
            guard let alert, let window, window.attachedSheet === alert.window else { return }
            window.endSheet(alert.window)
        }
    }
#endif
