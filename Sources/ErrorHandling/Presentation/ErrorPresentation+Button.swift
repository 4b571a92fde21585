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
        /// What the button does when it is chosen.
        public let action: @Sendable () async -> Void

        /// Creates a button.
        /// - Parameters:
        ///   - title: The button's title.
        ///   - role: What kind of choice the button is.
        ///   - action: What the button does when it is chosen; nothing by default.
        public init(title: String, role: Role = .default, action: @escaping @Sendable () async -> Void = {}) {
            id = PresentationIdentifier.next()
            let cleanTitle = DisplayText.clean(
                title, limit: DisplayText.buttonTitleLimit, keepsLineBreaks: false)
            self.title = DisplayText.isBlank(cleanTitle) ? StandardButtonTitle.ok.localized() : cleanTitle
            self.role = role
            self.action = action
        }

        private init(id: UUID, title: String, role: Role, action: @escaping @Sendable () async -> Void) {
            self.id = id
            self.title = title
            self.role = role
            self.action = action
        }

        /// The same button, whose action ends `lifetime` when it has finished, and which keeps
        /// `lifetime` as long as it exists.
        func finishing(_ lifetime: PresentationLifetime) -> Button {
            let action = action
            return Button(id: id, title: title, role: role) {
                await action()
                lifetime.finish()
            }
        }
    }
}
