#if canImport(SwiftUI)
    public import SwiftUI

    /// The center's inline message for a form field, shown under the field; nothing when the
    /// field has no message.
    ///
    /// ```swift
    /// SecureField("Password", text: $password)
    /// InlineErrorText(field: "password")
    /// // elsewhere: reportError(error, style: .inline(field: "password"))
    /// ```
    public struct InlineErrorText: View {
        private let field: String
        @Environment(\.errorCenter) private var center

        /// Creates the text of `field`'s inline message.
        /// - Parameter field: The field's name, as in `PresentationStyle.inline(field:)`.
        nonisolated public init(field: String) {
            self.field = field
        }

        /// The message in a footnote, red, or nothing.
        public var body: some View {
            if let message = center?.inlineMessages[field] {
                Text(message)
                    .font(.footnote)
                    .foregroundStyle(Color.red)
            }
        }
    }
#endif
