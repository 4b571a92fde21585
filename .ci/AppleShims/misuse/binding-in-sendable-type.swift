// Binding is not Sendable: a Sendable value may not hold one.
// expect: has non-Sendable type 'Binding<Int>'
import SwiftUI

struct ResetRequest: Sendable {
    let count: Binding<Int>
}
