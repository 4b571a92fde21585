// Code that the current SDK's declarations accept: Binding accessors that run on the main actor,
// a binding of a Sendable value held by a Sendable type, a task that changes main-actor state,
// a navigation stack made on the main actor, a dismiss action called on the main actor.
import SwiftUI

@MainActor final class Toggles {
    var isOn = false
}

struct ToggleRow: View {
    let toggles: Toggles
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Row")
            .alert(
                "On",
                isPresented: Binding { @MainActor in
                    toggles.isOn
                } set: { @MainActor isOn in
                    toggles.isOn = isOn
                }
            ) {
                Button("Close") { dismiss() }
            }
            .task { toggles.isOn = true }
    }
}

struct ResetRequest: Sendable {
    let count: Binding<Int>
}

@MainActor func stack<Root: View>(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    -> NavigationStack<NavigationPath, Root>
{
    NavigationStack(path: path, root: root)
}
