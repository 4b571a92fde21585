// Binding's accessors are `@Sendable` closures: outside the main actor they may not capture a
// non-Sendable object.
// expect: capture of 'draft' with non-Sendable type 'Draft' in a '@Sendable' closure
import SwiftUI

final class Draft {
    var text = ""
}

func textBinding(to draft: Draft) -> Binding<String> {
    Binding {
        draft.text
    } set: {
        draft.text = $0
    }
}
