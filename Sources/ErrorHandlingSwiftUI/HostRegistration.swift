#if canImport(SwiftUI)
    import ErrorHandling
    import SwiftUI

    /// Makes the content a host of `center` for one lane: tells the views below how deeply
    /// they are nested in hosts of the center, and registers the host with its depth while it
    /// is on screen, so the center knows which host is the innermost. A host inside a
    /// window-level root of the lane does not register: the root presents it.
    struct HostRegistration: ViewModifier {
        let center: ErrorCenter
        let host: UUID
        let lane: HostRegistry.Lane
        @Environment(\.errorHostNesting) private var nesting

        func body(content: Content) -> some View {
            content
                .environment(\.errorHostNesting, nesting.entering(center.hosts, lane: lane))
                .onAppear {
                    center.hosts.register(host, lane: lane, at: nesting)
                }
                .onDisappear { center.hosts.unregister(host) }
        }
    }
#endif
