import ErrorHandlingUIKit
import UIKit

// The sample is a member of the app delegate.
final class AppDelegate: UIResponder {
    // SAMPLE
}
