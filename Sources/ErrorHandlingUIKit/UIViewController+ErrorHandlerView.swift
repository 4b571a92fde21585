#if canImport(UIKit)
    public import ErrorHandling
    public import UIKit

    extension UIViewController: ErrorHandlerView {
        /// Shows `alert`, built for the SwiftErrorHandler 5 API, as ``present(_:)`` shows its
        /// ``/ErrorHandling/ErrorPresentation``.
        /// - Parameter alert: The alert to show.
        nonisolated public func present(alert: AlertController) {
            present(ErrorPresentation(alert: alert))
        }

        /// Shows `presentation` as a `UIAlertController` presented from the top-most controller
        /// that this controller presents.
        ///
        /// Called on the main thread, the alert is queued at once; from any other thread, on
        /// the main actor soon after. While another alert is on screen this one waits until
        /// that one is dismissed. Every button stays alive while the alert is up; the handling
        /// chain goes on when a button's action has finished, or when the alert went away
        /// without a tap (noticed at the latest when the next alert arrives).
        /// - Parameter presentation: What to show.
        nonisolated public func present(_ presentation: ErrorPresentation) {
            MainActorHop.present(presentation, on: self) { controller, presentation in
                UIKitAlertQueue.shared.enqueue(presentation, from: controller)
            }
        }

        /// Shows any error the way AppKit's `NSAlert(error:)` does: its description as the
        /// title, its recovery suggestion as the message, one button per recovery option that
        /// calls `attemptRecovery(optionIndex:)`, or a single "OK".
        ///
        /// The alert waits its turn behind any alert already on screen.
        /// - Parameter error: The error to show.
        public func presentError(_ error: any Error) {
            UIKitAlertQueue.shared.enqueue(ErrorPresentation(error: error), from: self)
        }
    }
#endif
