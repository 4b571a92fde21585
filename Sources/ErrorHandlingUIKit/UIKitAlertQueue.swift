#if canImport(UIKit)
    import ErrorHandling
    import UIKit

    /// The one queue of alerts of the process: shows one `UIAlertController` at a time, from
    /// the top-most presented controller, in the order the alerts arrived. The decisions are
    /// ``AlertQueue`` and ``PresentationChain``; this type only renders them.
    @MainActor
    final class UIKitAlertQueue {
        static let shared = UIKitAlertQueue()

        private var queue = AlertQueue<QueuedAlert>()

        /// Queues `presentation`, to be presented from `presenter` or what it presents.
        func enqueue(_ presentation: ErrorPresentation, from presenter: UIViewController) {
            let transition = queue.enqueue(QueuedAlert(presentation, presenter: presenter)) { $0.isGone }
            apply(transition)
        }

        /// Shows the next alert, then releases the one that is gone; releasing it may complete
        /// a handling step that queues another alert, which then finds the queue consistent.
        private func apply(_ transition: AlertQueue<QueuedAlert>.Transition) {
            withExtendedLifetime(transition.gone) {
                if let next = transition.next {
                    show(next)
                }
            }
        }

        private func show(_ alert: QueuedAlert) {
            guard let presenter = alert.presenter else {
                return finish(alert)
            }
            let top = PresentationChain.topMost(
                from: presenter, presented: \.presentedViewController, isLeaving: \.isBeingDismissed)
            guard let anchor = top.viewIfLoaded, anchor.window != nil else {
                return finish(alert)
            }
            let controller = UIAlertController(
                presentation: alert.presentation, sourceView: anchor
            ) { [weak self, weak alert] in
                guard let self, let alert else { return }
                self.finish(alert)
            }
            alert.controller = controller
            top.present(controller, animated: true) { [weak alert] in
                alert?.isOnScreen = true
            }
        }

        /// Moves on from `alert` when it is the one on screen.
        private func finish(_ alert: QueuedAlert) {
            guard queue.shown === alert else { return }
            apply(queue.dismissShown())
        }
    }

    /// One alert in the queue. It holds the presentation, and so the buttons' actions and the
    /// alert they came from, until it leaves the queue.
    @MainActor
    final class QueuedAlert {
        let presentation: ErrorPresentation
        weak var presenter: UIViewController?
        var controller: UIAlertController?
        var isOnScreen = false

        init(_ presentation: ErrorPresentation, presenter: UIViewController) {
            self.presentation = presentation
            self.presenter = presenter
        }

        /// Whether the alert was shown and has been dismissed without a tap.
        var isGone: Bool {
            isOnScreen && controller?.presentingViewController == nil
        }
    }
#endif
