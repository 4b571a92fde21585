// UIAlertController is built on the main actor; a detached task has to await it.
// expect: main actor-isolated initializer 'init(presentation:)' cannot be called from outside of the actor
import ErrorHandling
import ErrorHandlingUIKit
import UIKit

func build(_ presentation: ErrorPresentation) {
    Task.detached {
        _ = UIAlertController(presentation: presentation)
    }
}
