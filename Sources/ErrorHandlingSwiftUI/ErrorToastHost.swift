#if canImport(SwiftUI)
    import ErrorHandling
    import SwiftUI

    /// Shows a center's toasts in an overlay at the top, when this host is the innermost one of
    /// the center on screen (see ``ToastStack``).
    struct ErrorToastHost: ViewModifier {
        let center: ErrorCenter
        @State private var host = UUID()

        nonisolated init(center: ErrorCenter) {
            self.center = center
        }

        func body(content: Content) -> some View {
            let isPresenter = center.hosts.isPresenter(host, of: .toasts)
            content
                .modifier(HostRegistration(center: center, host: host, lane: .toasts))
                .overlay(alignment: .top) {
                    ToastStack(center: center, toasts: isPresenter ? center.toasts : [])
                }
        }
    }
#endif
