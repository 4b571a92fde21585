#if canImport(UIKit)
    public import ErrorHandling
    public import UIKit

    extension ErrorCenter {
        /// Shows this center's alerts as `UIAlertController`s presented from `viewController`
        /// (or the top-most controller it presents), for apps without SwiftUI.
        ///
        /// Keep the returned presenter alive, for example in a property of the view controller
        /// or the scene delegate; alerts stop showing once it is released. A tap dismisses the
        /// alert at the center, which runs the button's action and shows the next one.
        /// - Parameter viewController: The controller alerts are presented from.
        /// - Returns: The presenter that watches this center.
        public func presentAlerts(from viewController: UIViewController) -> ErrorCenterAlertPresenter {
            let alerts = UIKitCenterAlerts(presenter: viewController)
            return ErrorCenterAlertPresenter(center: self) {
                alerts.show($0)
            } hide: {
                alerts.hide()
            }
        }
    }

    /// Renders one ``ErrorCenterAlertPresenter``: presents each presentation it is given from
    /// the top-most controller, and takes it down when asked. A presentation given while the
    /// previous alert is still animating away waits for that to finish, as UIKit presents
    /// nothing from a controller whose presented controller is leaving.
    @MainActor
    final class UIKitCenterAlerts {
        private weak var presenter: UIViewController?
        private weak var controller: UIAlertController?
        private var isHiding = false
        private var waiting: ErrorPresentation?

        init(presenter: UIViewController) {
            self.presenter = presenter
        }

        func show(_ presentation: ErrorPresentation) {
            guard !isHiding else {
                waiting = presentation
                return
            }
            guard let presenter else { return }
            let top = PresentationChain.topMost(
                from: presenter, presented: \.presentedViewController, isLeaving: \.isBeingDismissed)
            let alert = UIAlertController(presentation: presentation, sourceView: top.viewIfLoaded)
            controller = alert
            top.present(alert, animated: true, completion: nil)
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
