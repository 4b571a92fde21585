// A Binding is Sendable only when its value is: a Sendable value may not hold a binding to a
// non-Sendable one.
// expect: stored property 'draft' of 'Sendable'-conforming struct 'SaveRequest' contains non-Sendable type 'Draft'
import SwiftUI

final class Draft {
    var text = ""
}

struct SaveRequest: Sendable {
    let draft: Binding<Draft>
}
