import ErrorHandlingSwiftUI
import SwiftUI

/// A line at the bottom of the screen while the center retries something: which attempt runs,
/// or how long until the next one.
struct RetryStatusView: View {
    @Environment(\.errorCenter) private var center

    var body: some View {
        if let retry = center?.retries.last {
            HStack(spacing: 8) {
                ProgressView()
                Text(Self.status(of: retry))
                    .font(.footnote)
            }
            .padding(8)
        }
    }

    /// What the retry is doing, in words.
    static func status(of retry: RetryProgress) -> String {
        switch retry.phase {
        case .running:
            "\(retry.title) — attempt \(retry.attempt) of \(retry.maxAttempts)"
        case .waiting(let delay):
            "\(retry.title) — trying again in \(delay.formatted(.units(allowed: [.seconds], width: .wide)))"
        }
    }
}
