#if canImport(SwiftUI) && canImport(AppKit)
    import ErrorHandling
    import ErrorHandlingAppKit
    import SwiftUI

    /// Makes the view a root of the center at the level of the window: while the view is on
    /// screen, the center's alerts are `NSAlert` sheets on the key window (on its top-most
    /// sheet when one is up). Toasts stay with the SwiftUI toast hosts.
    struct AppKitWindowRoot: ViewModifier {
        let center: ErrorCenter
        @State private var root = UUID()
        @Environment(\.errorHostNesting) private var nesting

        nonisolated init(center: ErrorCenter) {
            self.center = center
        }

        func body(content: Content) -> some View {
            content
                .onAppear { AppKitWindowPresentation.addRoot(root, center: center) }
                .onDisappear { AppKitWindowPresentation.removeRoot(root, of: center) }
                .environment(
                    \.errorHostNesting, nesting.enteringWindowLevelRoot(of: center.hosts, lanes: [.alerts]))
        }
    }
#endif
