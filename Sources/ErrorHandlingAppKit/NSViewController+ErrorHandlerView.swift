#if canImport(AppKit)
    public import AppKit
    public import ErrorHandling

    extension NSViewController: ErrorHandlerView {
        /// Shows `alert`, built for the SwiftErrorHandler 5 API, as ``present(_:)`` shows its
        /// ``/ErrorHandling/ErrorPresentation``.
        /// - Parameter alert: The alert to show.
        nonisolated public func present(alert: AlertController) {
            present(ErrorPresentation(alert: alert))
        }

        /// Shows `presentation` as an `NSAlert` sheet on the window of this controller's view, or as a
        /// modal alert when the view is in no window.
        ///
        /// Called on the main thread, it is shown at once; from any other thread, on the main
        /// actor soon after. The handling chain goes on when the chosen button's action has
        /// finished.
        /// - Parameter presentation: What to show.
        nonisolated public func present(_ presentation: ErrorPresentation) {
            MainActorHop.present(presentation, on: self) { controller, presentation in
                NSAlertRunner.show(presentation, in: controller.viewIfLoaded?.window)
            }
        }
    }
#endif
