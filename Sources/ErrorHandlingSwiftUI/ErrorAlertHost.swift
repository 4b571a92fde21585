#if canImport(SwiftUI)
    import ErrorHandling
    import SwiftUI

    /// Shows a center's ``ErrorCenter/current`` as an alert or a confirmation dialog, when this
    /// host is the innermost one of the center on screen, and plays the error feedback when it
    /// shows a presentation first. Every decision is ``AlertHostBinding``'s and
    /// ``ErrorFeedbackTrigger``'s.
    struct ErrorAlertHost: ViewModifier {
        let center: ErrorCenter
        @State private var host = UUID()
        @State private var feedback = ErrorFeedbackTrigger()

        nonisolated init(center: ErrorCenter) {
            self.center = center
        }

        func body(content: Content) -> some View {
            let state = AlertHostBinding(
                center: center, isPresenter: center.hosts.isPresenter(host, of: .alerts))
            content
                .modifier(HostRegistration(center: center, host: host, lane: .alerts))
                .alert(
                    state.title, isPresented: isPresented(state, asActionSheet: false),
                    presenting: state.presentation
                ) { _ in
                    buttons(of: state)
                } message: { presentation in
                    message(of: presentation)
                }
                .confirmationDialog(
                    state.title, isPresented: isPresented(state, asActionSheet: true),
                    titleVisibility: .visible,
                    presenting: state.presentation
                ) { _ in
                    buttons(of: state)
                } message: { presentation in
                    message(of: presentation)
                }
                .onChange(of: state.presentation?.id, initial: true) {
                    feedback.show(state.presentation.map { [$0] } ?? [], in: center.hosts)
                }
                .modifier(ErrorSensoryFeedback(trigger: feedback))
        }

        private func isPresented(_ state: AlertHostBinding, asActionSheet: Bool) -> Binding<Bool> {
            Binding { @MainActor in
                state.isPresented(asActionSheet: asActionSheet)
            } set: { @MainActor isPresented in
                state.setPresented(isPresented)
            }
        }

        private func buttons(of state: AlertHostBinding) -> some View {
            ForEach(state.buttons) { button in
                Button(button.title, role: ButtonRole(button.role)) {
                    state.choose(button)
                }
            }
        }

        @ViewBuilder
        private func message(of presentation: ErrorPresentation) -> some View {
            if let message = presentation.message {
                Text(message)
            }
        }
    }

    extension ButtonRole {
        /// The SwiftUI role of a presentation button; `nil` for an ordinary one.
        init?(_ role: ErrorPresentation.Button.Role) {
            switch role {
            case .default: return nil
            case .cancel: self = .cancel
            case .destructive: self = .destructive
            }
        }
    }
#endif
