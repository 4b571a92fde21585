// The error alert needs a LocalizedError; an `any Error` needs ErrorPresentation instead.
// expect: type 'any Error' cannot conform to 'LocalizedError'
import SwiftUI

struct FailureView: View {
    @State private var isFailing = false
    let failure: (any Error)?

    var body: some View {
        Text("Profile").alert(isPresented: $isFailing, error: failure) {
            Button("OK", role: .cancel) {}
        }
    }
}
