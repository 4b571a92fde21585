// `titleVisibility:` comes before `presenting:`.
// expect: argument 'titleVisibility' must precede argument 'presenting'
import SwiftUI

struct DeleteView: View {
    @State private var isAsking = false
    let item: String?

    var body: some View {
        Text("Item").confirmationDialog("Delete?", isPresented: $isAsking, presenting: item, titleVisibility: .visible) { _ in
            Button("Delete", role: .destructive) {}
        }
    }
}
