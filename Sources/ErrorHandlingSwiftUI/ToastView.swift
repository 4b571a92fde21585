#if canImport(SwiftUI)
    import ErrorHandling
    import SwiftUI

    /// One toast: its title, and its message under it.
    struct ToastView: View {
        let toast: ErrorPresentation

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(toast.titleWithOccurrences)
                    .font(.headline)
                if let message = toast.message {
                    Text(message)
                        .font(.subheadline)
                }
            }
            .padding(12)
            .background(Color.secondary)
            .accessibilityLabel(toast.accessibilityAnnouncement)
        }
    }
#endif
