#if canImport(UIKit)
    public import ErrorHandling
    public import UIKit

    extension ErrorCenter {
        /// Shows this center's alerts as `UIAlertController`s presented from `viewController`
        /// (or the top-most controller it presents), for apps without SwiftUI.
        ///
        /// Keep the returned presenter alive, for example in a property of the view controller
        /// or the scene delegate; alerts stop showing once it is released. The title follows
        /// the count of coalesced repeats ("(×3)"). A tap reports the chosen button to the
        /// center, which dismisses the alert, runs that button's action once and shows the next
        /// one.
        /// - Parameter viewController: The controller alerts are presented from.
        /// - Returns: The presenter that watches this center.
        public func presentAlerts(from viewController: UIViewController) -> ErrorCenterAlertPresenter {
            let alerts = UIKitCenterAlerts(presenter: viewController)
            return ErrorCenterAlertPresenter(center: self) {
                alerts.show($0)
            } update: {
                alerts.update($0)
            } hide: {
                alerts.hide()
            }
        }
    }

    /// Renders one ``/ErrorHandling/ErrorCenterAlertPresenter``: presents each alert it is given from the
    /// top-most controller, retitles it when its count changes, and takes it down when asked.
    /// An alert given while the previous one is still animating away waits for that to finish,
    /// as UIKit presents nothing from a controller whose presented controller is leaving.
    @MainActor
    final class UIKitCenterAlerts {
        private weak var presenter: UIViewController?
        private weak var controller: UIAlertController?
        private var isHiding = false
        private var waiting: ErrorCenterAlertPresenter.Alert?

        init(presenter: UIViewController) {
            self.presenter = presenter
        }

        func show(_ alert: ErrorCenterAlertPresenter.Alert) {
            guard !isHiding else {
                waiting = alert
                return
            }
            guard let presenter else { return }
            let top = PresentationChain.topMost(
                from: presenter, presented: \.presentedViewController, isLeaving: \.isBeingDismissed)
            let controller = UIAlertController(alert, sourceView: top.viewIfLoaded, onChoice: {})
            self.controller = controller
            top.present(controller, animated: true, completion: nil)
        }

        /// Shows the new title of the alert on screen, or of the one waiting to be presented.
        func update(_ alert: ErrorCenterAlertPresenter.Alert) {
            if waiting != nil {
                waiting = alert
            } else {
                controller?.title = alert.title
            }
        }

        func hide() {
            waiting = nil
            guard let controller, controller.presentingViewController != nil else { return }
            isHiding = true
            controller.dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.isHiding = false
                if let next = self.waiting {
                    self.waiting = nil
                    self.show(next)
                }
            }
        }
    }
#endif
