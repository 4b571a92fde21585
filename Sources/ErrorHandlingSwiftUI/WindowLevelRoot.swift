#if canImport(SwiftUI)
    import ErrorHandling
    import SwiftUI

    #if canImport(UIKit) && !os(watchOS)
        /// What `errorHandling(_:)` adds so the center's alerts and toasts show over whatever
        /// the window presents.
        typealias WindowLevelRoot = UIKitWindowRoot
    #elseif canImport(AppKit)
        typealias WindowLevelRoot = AppKitWindowRoot
    #else
        /// Where there is no window to present in, the SwiftUI hosts present.
        // swift-format-ignore: UseSynthesizedInitializer
        struct WindowLevelRoot: ViewModifier {
            let center: ErrorCenter

            // The synthesized initializer would be main-actor isolated, as the modifier is.
            nonisolated init(center: ErrorCenter) {
                self.center = center
            }

            func body(content: Content) -> some View {
                content
            }
        }
    #endif
#endif
