// `body` is main-actor isolated; nonisolated code may not read it.
// expect: main actor-isolated property 'body' can not be referenced from a nonisolated context
import SwiftUI

struct Banner: View {
    var body: some View {
        Text("Offline")
    }
}

nonisolated func content(of banner: Banner) -> some View {
    banner.body
}
