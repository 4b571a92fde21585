#if canImport(AppKit)
    import AppKit
    import ErrorHandling

    /// Shows a presentation with `NSAlert`: as a sheet on a window, or as a modal alert when
    /// there is no window, and starts the action of the chosen button.
    @MainActor
    enum NSAlertRunner {
        /// Shows `presentation`; returns the alert, which is still up when it is a sheet.
        @discardableResult
        static func show(_ presentation: ErrorPresentation, in window: NSWindow?) -> NSAlert {
            let alert = NSAlert(presentation: presentation)
            guard let window else {
                choose(alert.runModal(), of: alert)
                return alert
            }
            alert.beginSheetModal(for: window) { response in
                choose(response, of: alert)
            }
            return alert
        }

        private static func choose(_ response: NSApplication.ModalResponse, of alert: NSAlert) {
            guard let button = alert.button(for: response) else { return }
            Task { await button.action() }
        }
    }
#endif
