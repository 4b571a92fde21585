// The presenter that `presentAlerts(from:)` returns must be kept: dropping it stops the alerts.
// expect: result of call to 'presentAlerts(from:)' is unused
import ErrorHandlingUIKit
import UIKit

final class RootViewController: UIViewController {
    func start(_ center: ErrorCenter) {
        center.presentAlerts(from: self)
    }
}
