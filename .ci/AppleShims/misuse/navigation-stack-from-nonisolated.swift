// A NavigationStack is made on the main actor (iOS 26 SDK): nonisolated code cannot make one.
// expect: call to main actor-isolated initializer 'init(path:root:)' in a synchronous nonisolated context
import SwiftUI

nonisolated func stack(path: Binding<NavigationPath>) -> NavigationStack<NavigationPath, Text> {
    NavigationStack(path: path) {
        Text("Root")
    }
}
