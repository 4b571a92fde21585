import ErrorHandlingSwiftUI
import SwiftUI

@MainActor @Observable final class FeedModel {
    func refresh() async throws {}
}

struct NoteDetail: View {
    let note: Note
    var body: some View { Text(note.title) }
}

