import ErrorHandlingSwiftUI
import SwiftUI

/// The detail of one item, loaded when the screen appears. A failed load is reported with the
/// load as its retry: the alert offers Retry and Cancel, and Retry loads again under the
/// center's `RetryPolicy`. "Share" opens a sheet whose errors show over the sheet.
struct DetailView: View {
    let item: Item
    let backend: Backend
    @Environment(\.reportError) private var reportError
    @State private var model = DetailModel()
    @State private var isSharing = false

    var body: some View {
        VStack(spacing: 16) {
            if let detail = model.detail {
                Text(detail)
            } else {
                ProgressView()
            }
            Button("Share") { isSharing = true }
        }
        .navigationTitle(item.name)
        .task { await load() }
        .sheet(isPresented: $isSharing) {
            ShareSheet(item: item, backend: backend)
        }
    }

    private func load() async {
        do {
            try await model.load(item, from: backend)
        } catch {
            reportError(error, retry: { [model, item, backend] in try await model.load(item, from: backend) })
        }
    }
}

/// The state of a detail screen; an object, so the retry operation can update it.
@Observable @MainActor
final class DetailModel {
    private(set) var detail: String?

    func load(_ item: Item, from backend: Backend) async throws {
        detail = try await backend.detail(of: item)
    }
}
