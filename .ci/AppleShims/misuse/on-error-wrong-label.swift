// A view's rule is `onError(_:perform:)`; `then:` is the label of `ErrorHandler.on(error:then:)`.
// expect: incorrect argument label in call (have '_:then:', expected '_:perform:')
import ErrorHandlingSwiftUI
import SwiftUI

struct DetailScreen: View {
    var body: some View {
        Text("Detail").onError(.type(URLError.self), then: .presentError)
    }
}
