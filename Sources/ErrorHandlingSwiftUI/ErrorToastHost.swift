#if canImport(SwiftUI)
    import Accessibility
    import ErrorHandling
    import SwiftUI

    /// Shows a center's toasts in an overlay at the top, when this host is the innermost one of
    /// the center on screen, and announces each toast once.
    struct ErrorToastHost: ViewModifier {
        let center: ErrorCenter
        @State private var host = UUID()

        nonisolated init(center: ErrorCenter) {
            self.center = center
        }

        func body(content: Content) -> some View {
            let isPresenter = center.isPresenter(host, of: .toasts)
            content
                .modifier(HostRegistration(center: center, host: host, lane: .toasts))
                .overlay(alignment: .top) {
                    VStack(spacing: 8) {
                        if isPresenter {
                            ForEach(center.toasts) { toast in
                                ToastView(toast: toast)
                                    .transition(.move(edge: .top).combined(with: .opacity))
                                    .onAppear { announce(toast) }
                            }
                        }
                    }
                    .padding(.horizontal)
                    .animation(.default, value: center.toasts.map(\.id))
                }
        }

        private func announce(_ toast: ErrorPresentation) {
            if let announcement = center.announcementOnAppear(of: toast) {
                AccessibilityNotification.Announcement(announcement).post()
            }
        }
    }
#endif
