#if canImport(AppKit)
    public import AppKit
    public import ErrorHandling

    extension ErrorCenter {
        /// Shows this center's alerts as `NSAlert` sheets on `window`, for apps without
        /// SwiftUI.
        ///
        /// Keep the returned presenter alive, for example in a property of the window
        /// controller; alerts stop showing once it is released. The title follows the count of
        /// coalesced repeats ("(×3)"). The chosen button is reported to the center, which
        /// dismisses the alert, runs that button's action once and shows the next one.
        /// - Parameter window: The window the sheets are attached to.
        /// - Returns: The presenter that watches this center.
        public func presentAlerts(in window: NSWindow) -> ErrorCenterAlertPresenter {
            let sheets = AppKitCenterAlerts { [weak window] in window }
            return ErrorCenterAlertPresenter(center: self) {
                sheets.show($0)
            } update: {
                sheets.update($0)
            } hide: {
                sheets.hide()
            }
        }
    }

    /// Renders one ``/ErrorHandling/ErrorCenterAlertPresenter``: begins a sheet for each alert it is given on
    /// the window it is told, retitles it when its count changes, and ends the sheet when the
    /// center took the presentation down by other means. An alert given while there is no
    /// window waits for ``retry()``.
    @MainActor
    final class AppKitCenterAlerts {
        private let window: @MainActor () -> NSWindow?
        private weak var shownOn: NSWindow?
        private weak var alert: NSAlert?
        private var waiting: ErrorCenterAlertPresenter.Alert?

        /// Shows sheets on the window `window` returns at the time.
        init(window: @escaping @MainActor () -> NSWindow?) {
            self.window = window
        }

        func show(_ alert: ErrorCenterAlertPresenter.Alert) {
            guard let window = window() else {
                waiting = alert
                return
            }
            waiting = nil
            shownOn = window
            self.alert = NSAlertRunner.show(alert, in: window)
        }

        /// Shows the presentation that waits for a window, if there is a window now.
        func retry() {
            if let waiting {
                show(waiting)
            }
        }

        /// Shows the new title of the alert on screen, or of the one waiting for a window.
        func update(_ alert: ErrorCenterAlertPresenter.Alert) {
            if waiting != nil {
                waiting = alert
            } else {
                self.alert?.messageText = alert.title
            }
        }

        func hide() {
            waiting = nil
            guard let alert, let shownOn, shownOn.attachedSheet === alert.window else { return }
            shownOn.endSheet(alert.window)
        }
    }
#endif
