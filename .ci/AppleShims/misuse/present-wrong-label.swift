// UIViewController.present takes `completion:`, not `completionHandler:`.
// expect: extra argument 'completionHandler' in call
import UIKit

@MainActor func show(_ alert: UIAlertController, from controller: UIViewController) {
    controller.present(alert, animated: true, completionHandler: nil)
}
