// The SwiftUI error-handler layout's spelling `errorAlert(errorHandler:)` still compiles, with a deprecation warning (an error here).
// expect: 'errorAlert(errorHandler:)' is deprecated: renamed to 'errorAlert(_:)'
import ErrorHandlingSwiftUI
import SwiftUI

struct LegacyRoot: View {
    let center: ErrorCenter

    var body: some View {
        Text("Home").errorAlert(errorHandler: center)
    }
}
