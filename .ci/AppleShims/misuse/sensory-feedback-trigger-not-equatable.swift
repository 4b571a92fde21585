// SwiftUI plays sensory feedback when its trigger changes, so the trigger must be Equatable.
// expect: requires that 'SaveAttempt' conform to 'Equatable'
import SwiftUI

struct SaveAttempt {
    let number: Int
}

struct SaveButton: View {
    let attempt: SaveAttempt

    var body: some View {
        Text("Save").sensoryFeedback(.error, trigger: attempt)
    }
}
