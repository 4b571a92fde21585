// `errorNavigationPath(_:)` pops the stack's path, so it needs the binding, not a copy.
// expect: cannot convert value 'path' of type 'NavigationPath' to expected type 'Binding<NavigationPath>', use wrapper instead
import ErrorHandlingSwiftUI
import SwiftUI

struct Browser: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root").errorNavigationPath(path)
        }
    }
}
