// UIAlertAction takes its closure as `handler:`.
// expect: extra argument 'action' in call
import UIKit

@MainActor func okAction() -> UIAlertAction {
    UIAlertAction(title: "OK", style: .default, action: { _ in })
}
