#if canImport(SwiftUI)
    import Accessibility
    import ErrorHandling
    import SwiftUI

    /// The toasts of a center, one under the other, as a toast host or the window-level toast
    /// overlay shows them. Each toast is announced to VoiceOver and plays the error feedback
    /// once, when it appears; a repeat that raises its count is announced when the center says
    /// so (at most once a second).
    struct ToastStack: View {
        let center: ErrorCenter
        /// The toasts to show: the center's, or none while another host shows them.
        let toasts: [ErrorPresentation]
        @State private var feedback = ErrorFeedbackTrigger()

        var body: some View {
            VStack(spacing: 8) {
                ForEach(toasts) { toast in
                    ToastView(toast: toast)
                        .transition(.move(edge: .top).combined(with: .opacity))
                        .onAppear { appeared(toast) }
                        .onChange(of: toast.occurrences) { repeated(toast.id) }
                }
            }
            .padding(.horizontal)
            .animation(.default, value: toasts.map(\.id))
            .modifier(ErrorSensoryFeedback(trigger: feedback))
        }

        private func appeared(_ toast: ErrorPresentation) {
            if let announcement = center.hosts.announcementOnAppear(of: toast) {
                AccessibilityNotification.Announcement(announcement).post()
            }
            feedback.show([toast], in: center.hosts)
        }

        private func repeated(_ id: ErrorPresentation.ID) {
            guard let toast = center.toasts.first(where: { $0.id == id }) else { return }
            if let announcement = center.hosts.announcementOnRepeat(of: toast) {
                AccessibilityNotification.Announcement(announcement).post()
            }
        }
    }
#endif
