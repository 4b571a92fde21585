// Binding is not Sendable: it may not be sent into a detached task while the caller keeps it.
// expect: passing closure as a 'sending' parameter risks causing data races
import SwiftUI

func reset(_ count: Binding<Int>) {
    Task.detached {
        count.wrappedValue = 0
    }
    count.wrappedValue = 1
}
