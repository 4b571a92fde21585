// UIKit is main-actor isolated: a nonisolated function may not dismiss a controller.
// expect: call to main actor-isolated instance method 'dismiss(animated:completion:)' in a synchronous nonisolated context
import UIKit

nonisolated func close(_ controller: UIViewController) {
    controller.dismiss(animated: true)
}
