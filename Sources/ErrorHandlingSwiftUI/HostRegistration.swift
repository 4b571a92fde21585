#if canImport(SwiftUI)
    import ErrorHandling
    import SwiftUI

    /// Registers a host with its center while it is on screen, so the center knows which
    /// host is the innermost.
    struct HostRegistration: ViewModifier {
        let center: ErrorCenter
        let host: UUID
        let lane: HostRegistry.Lane
        let depth: Int

        func body(content: Content) -> some View {
            content
                .onAppear { center.registerHost(host, lane: lane, depth: depth) }
                .onDisappear { center.unregisterHost(host) }
        }
    }
#endif
