// A Binding of a non-Sendable value is not Sendable: it may not be sent into a detached task
// while the caller keeps it.
// expect: passing closure as a 'sending' parameter risks causing data races
import SwiftUI

final class Draft {
    var text = ""
}

func clear(_ draft: Binding<Draft>) {
    Task.detached {
        draft.wrappedValue.text = ""
    }
    draft.wrappedValue.text = "kept"
}
