// UIAlertController.Style has `actionSheet` and `alert`, nothing else.
// expect: type 'UIAlertController.Style' has no member 'actionsheet'
import UIKit

@MainActor func sheet() -> UIAlertController {
    UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionsheet)
}
