// The alert modifier takes `isPresented:`, not `presented:`.
// expect: incorrect argument label in call (have '_:presented:_:', expected '_:isPresented:_:')
import SwiftUI

struct SaveView: View {
    @State private var isFailing = false

    var body: some View {
        Text("Save").alert("Save failed", presented: $isFailing) {
            Button("OK") {}
        }
    }
}
