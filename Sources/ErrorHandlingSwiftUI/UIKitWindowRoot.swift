#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import ErrorHandling
    import ErrorHandlingUIKit
    import SwiftUI
    import UIKit

    /// Makes the view a root of the center at the level of its window: while the view is in
    /// the view tree, the center's alerts are presented through UIKit from the top-most
    /// controller of the window the view is in, and its toasts shown above that window.
    struct UIKitWindowRoot: ViewModifier {
        let center: ErrorCenter
        @State private var root = UUID()
        @Environment(\.errorHostNesting) private var nesting

        nonisolated init(center: ErrorCenter) {
            self.center = center
        }

        func body(content: Content) -> some View {
            content
                .background {
                    WindowProbe(center: center, root: root)
                }
                .environment(
                    \.errorHostNesting,
                    nesting.enteringWindowLevelRoot(of: center.hosts, lanes: [.alerts, .toasts]))
        }
    }

    /// An empty view that takes no touches, inside the root view: its window is the one the
    /// root view is in. It is a root of the center from when it is made until SwiftUI takes it
    /// down.
    struct WindowProbe: UIViewRepresentable {
        let center: ErrorCenter
        let root: UUID

        func makeCoordinator() -> Registration {
            Registration(center: center, root: root)
        }

        func makeUIView(context: Context) -> UIView {
            let probe = UIView()
            probe.isUserInteractionEnabled = false
            context.coordinator.register(probe)
            return probe
        }

        func updateUIView(_ uiView: UIView, context: Context) {}

        static func dismantleUIView(_ uiView: UIView, coordinator: Registration) {
            coordinator.unregister()
        }

        /// The registration of one root, made after the view update that made the probe, as
        /// registering changes state the views observe.
        @MainActor
        final class Registration {
            private let center: ErrorCenter
            private let root: UUID
            private var isDismantled = false

            init(center: ErrorCenter, root: UUID) {
                self.center = center
                self.root = root
            }

            func register(_ probe: UIView) {
                Task { @MainActor [weak self, weak probe] in
                    guard let self, let probe, !self.isDismantled else { return }
                    let center = self.center
                    UIKitWindowPresentation.addRoot(self.root, probe: probe, center: center) {
                        UIHostingController(rootView: WindowToasts(center: center))
                    }
                }
            }

            func unregister() {
                isDismantled = true
                UIKitWindowPresentation.removeRoot(root, of: center)
            }
        }
    }

    /// The toasts at the top of the pass-through toast window.
    struct WindowToasts: View {
        let center: ErrorCenter

        var body: some View {
            VStack {
                ToastStack(center: center, toasts: center.toasts)
                Spacer()
            }
        }
    }
#endif
