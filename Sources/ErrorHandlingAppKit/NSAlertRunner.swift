#if canImport(AppKit)
    import AppKit
    import ErrorHandling

    /// Shows alerts with `NSAlert`: a presentation as a sheet on a window, or as a modal alert
    /// when there is no window, starting the chosen button's action; an
    /// ``ErrorCenterAlertPresenter``'s alert as a sheet whose chosen button goes to the center.
    @MainActor
    enum NSAlertRunner {
        /// Shows `presentation`; returns the alert, which is still up when it is a sheet.
        @discardableResult
        static func show(_ presentation: ErrorPresentation, in window: NSWindow?) -> NSAlert {
            run(NSAlert(presentation: presentation), in: window) { button in
                Task { await button.action() }
            }
        }

        /// Shows `alert` as a sheet on `window`; the chosen button's id goes to
        /// ``ErrorCenterAlertPresenter/Alert/choose``. Returns the alert, which is still up.
        static func show(_ alert: ErrorCenterAlertPresenter.Alert, in window: NSWindow) -> NSAlert {
            run(NSAlert(alert), in: window) { alert.choose($0.id) }
        }

        /// Shows `alert` as a sheet on `window`, or as a modal alert when there is none, and
        /// calls `choose` with the button the response names, if any.
        private static func run(
            _ alert: NSAlert, in window: NSWindow?,
            choose: @escaping @MainActor (ErrorPresentation.Button) -> Void
        ) -> NSAlert {
            guard let window else {
                if let button = alert.button(for: alert.runModal()) {
                    choose(button)
                }
                return alert
            }
            alert.beginSheetModal(for: window) { response in
                if let button = alert.button(for: response) {
                    choose(button)
                }
            }
            return alert
        }
    }
#endif
