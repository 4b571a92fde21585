// Binding's accessors are `@isolated(any) @Sendable` closures: without `@MainActor in` they are
// nonisolated, even inside a view's body, and may not call main-actor code.
// expect: call to main actor-isolated instance method 'setShown' in a synchronous nonisolated context
import SwiftUI

@MainActor final class Sheet {
    private(set) var isShown = false
    func setShown(_ shown: Bool) { isShown = shown }
}

struct SheetHost: View {
    let sheet: Sheet

    var body: some View {
        Text("Saved")
            .alert(
                "Saved",
                isPresented: Binding { @MainActor in
                    sheet.isShown
                } set: {
                    sheet.setShown($0)
                }
            ) {
                Button("OK") {}
            }
    }
}
