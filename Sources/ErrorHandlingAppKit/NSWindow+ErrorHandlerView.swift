#if canImport(AppKit)
    public import AppKit
    public import ErrorHandling

    extension NSWindow: ErrorHandlerView {
        /// Shows `alert` as an `NSAlert` sheet on this window.
        ///
        /// Called on the main thread, the sheet begins at once; from any other thread, on the
        /// main actor soon after. The handling chain goes on when a button is chosen.
        /// - Parameter alert: The alert to show.
        nonisolated public func present(alert: AlertController) {
            MainActorHop.present(alert, on: self) { window, presentation in
                NSAlertRunner.show(presentation, in: window)
            }
        }
    }
#endif
