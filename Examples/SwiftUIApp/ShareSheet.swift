import ErrorHandlingSwiftUI
import SwiftUI

/// A sheet that shares an item. It has no error modifier of its own: the error of a failed
/// share goes to the center, and the root's `errorHandling(_:)` shows the alert over this
/// sheet (on iOS from the top-most presented controller of the window, on macOS as a sheet
/// on the sheet), with the error haptic on iPhone.
struct ShareSheet: View {
    let item: Item
    let backend: Backend
    @Environment(\.reportError) private var reportError
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)
            Button("Send") {
                Task { await send() }
            }
        }
    }

    private func send() async {
        do {
            try await backend.share(item, with: email)
        } catch {
            reportError(
                error, retry: { [backend, item, email] in try await backend.share(item, with: email) })
        }
    }
}
