// A view that says its body is `Never` still has to declare `body`: SwiftUI supplies one only
// for its own primitive views (and for view modifiers), not for an app's view.
// expect: type 'Badge' does not conform to protocol 'View'
import SwiftUI

struct Badge: View {
    typealias Body = Never
    let count: Int
}
