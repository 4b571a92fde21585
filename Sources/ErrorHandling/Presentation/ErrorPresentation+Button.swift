public import Foundation

extension ErrorPresentation {
    /// One button of an ``ErrorPresentation``.
    public struct Button: Identifiable, Sendable {
        /// What kind of choice a button is, which decides how it is drawn.
        public enum Role: Sendable, Hashable {
            /// An ordinary choice.
            case `default`
            /// The choice that closes the presentation without doing anything else.
            case cancel
            /// A choice that destroys or discards something.
            case destructive
        }

        /// Identifies the button.
        public let id: UUID
        /// The button's title, cleaned for display; a localized "OK" when it is empty.
        public let title: String
        /// What kind of choice the button is.
        public let role: Role
        /// What the button does when it is chosen, isolated to the main actor: chosen there, a
        /// center's own buttons, Retry among them, run without leaving it. An action given to
        /// ``init(title:role:action:)`` that is not isolated runs off the main actor. Await it
        /// from any context.
        public let action: @MainActor @Sendable () async -> Void

        /// Creates a button.
        /// - Parameters:
        ///   - title: The button's title.
        ///   - role: What kind of choice the button is.
        ///   - action: What the button does when it is chosen; nothing by default.
        public init(title: String, role: Role = .default, action: @escaping @Sendable () async -> Void = {}) {
            self.init(title: title, role: role, onMainActor: action)
        }

        /// A button whose action is isolated to the main actor, as a center's own buttons are:
        /// choosing it on the main actor runs the action without leaving it.
        init(
            title: String, role: Role = .default,
            onMainActor action: @escaping @MainActor @Sendable () async -> Void
        ) {
            id = PresentationIdentifier.next()
            let cleanTitle = DisplayText.clean(
                title, limit: DisplayText.buttonTitleLimit, keepsLineBreaks: false)
            self.title = DisplayText.isBlank(cleanTitle) ? StandardButtonTitle.ok.localized() : cleanTitle
            self.role = role
            self.action = action
        }

        private init(
            id: UUID, title: String, role: Role, action: @escaping @MainActor @Sendable () async -> Void
        ) {
            self.id = id
            self.title = title
            self.role = role
            self.action = action
        }

        /// The same button, whose action ends `lifetime` when it has finished, and which keeps
        /// `lifetime` as long as it exists.
        func finishing(_ lifetime: PresentationLifetime) -> Button {
            let action = action
            return Button(id: id, title: title, role: role) { @MainActor in
                await action()
                lifetime.finish()
            }
        }
    }
}
