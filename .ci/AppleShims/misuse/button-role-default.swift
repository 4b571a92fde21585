// SwiftUI has no `.default` button role: a plain button passes `nil`.
// expect: type 'ButtonRole?' has no member 'default'
import SwiftUI

struct RetryButton: View {
    var body: some View {
        Button("Retry", role: .default) {}
    }
}
