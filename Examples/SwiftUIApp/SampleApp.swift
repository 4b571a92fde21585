import ErrorHandlingSwiftUI
import SwiftUI

/// A small app showing the SwiftUI adapter: the App owns the one `ErrorCenter` and hosts it at
/// the root, so an error of the start-up sync shows on whatever screen is up by then, and
/// shows the progress of a retry at the bottom of every screen.
@main
struct SampleApp: App {
    @State private var center = ErrorCenter(retryPolicy: RetryPolicy(maxAttempts: 3))
    private let backend = Backend()

    var body: some Scene {
        WindowGroup {
            RootView(backend: backend)
                .safeAreaInset(edge: .bottom) { RetryStatusView() }
                .errorHandling(center)
                .task { await syncAtStartUp() }
        }
    }

    /// Syncs once at launch; a failure goes to the center like any other error, with the sync
    /// as its retry.
    private func syncAtStartUp() async {
        await center.attempt { [backend] in try await backend.sync() }
    }
}
