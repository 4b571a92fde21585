#if canImport(AppKit)
    public import AppKit
    public import ErrorHandling

    extension NSViewController: ErrorHandlerView {
        /// Shows `alert` as an `NSAlert` sheet on the window of this controller's view, or as a
        /// modal alert when the view is in no window.
        ///
        /// Called on the main thread, the alert is shown at once; from any other thread, on the
        /// main actor soon after. The handling chain goes on when a button is chosen.
        /// - Parameter alert: The alert to show.
        nonisolated public func present(alert: AlertController) {
            MainActorHop.present(alert, on: self) { controller, presentation in
                NSAlertRunner.show(presentation, in: controller.viewIfLoaded?.window)
            }
        }
    }
#endif
