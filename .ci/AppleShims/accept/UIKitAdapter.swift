// The UIKit adapter's public API, used as an app would.
import ErrorHandling
import ErrorHandlingUIKit
import UIKit

final class ProfileViewController: UIViewController {
    lazy var errorHandler = ErrorHandler(for: self).onNoMatch(.presentError)

    func saveFailed(_ error: any Error) {
        errorHandler.handle(error: error)
        presentError(error)
    }

    func confirmDelete(_ presentation: ErrorPresentation) {
        present(UIAlertController(presentation: presentation), animated: true)
        let sheet = UIAlertController(presentation: presentation.with(style: .actionSheet), sourceView: view)
        present(sheet, animated: true, completion: nil)
    }
}

nonisolated func reportFromBackground(_ alert: AlertController, on controller: UIViewController) {
    controller.present(alert: alert)
}

@MainActor func announce(_ presentation: ErrorPresentation) {
    UIAccessibility.post(notification: .announcement, argument: presentation.accessibilityAnnouncement)
    AccessibilityNotification.Announcement(presentation.accessibilityAnnouncement).post()
}

/// A UIKit app without SwiftUI keeps the presenter of its center's alerts.
final class SceneRootViewController: UIViewController {
    let center = ErrorCenter()
    var alerts: ErrorCenterAlertPresenter?

    func start() {
        alerts = center.presentAlerts(from: self)
    }
}
