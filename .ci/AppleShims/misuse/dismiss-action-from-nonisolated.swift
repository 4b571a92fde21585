// DismissAction is main-actor isolated: code off the main actor cannot call it.
// expect: call to main actor-isolated instance method 'callAsFunction()' in a synchronous nonisolated context
import SwiftUI

nonisolated func close(_ dismiss: DismissAction) {
    dismiss()
}
