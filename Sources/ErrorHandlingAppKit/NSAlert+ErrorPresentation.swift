#if canImport(AppKit)
    public import AppKit
    public import ErrorHandling

    extension NSAlert {
        /// Creates an alert that shows `presentation`: its title as the message text, its
        /// message as the informative text, and its buttons in order with the cancel button
        /// last, so the first button is the default one. The cancel button answers the Escape
        /// key. A presentation without buttons gets a single "OK". Every style is shown as an
        /// alert (a sheet when it is begun on a window): macOS has no action sheets.
        /// - Parameter presentation: What to show.
        public convenience init(presentation: ErrorPresentation) {
            self.init(
                title: presentation.title, presentation: presentation, layout: AlertButtonLayout(presentation)
            )
        }

        /// Creates the alert of an ``/ErrorHandling/ErrorCenterAlertPresenter``: its title with the count of
        /// coalesced repeats, and the buttons of its layout.
        convenience init(_ alert: ErrorCenterAlertPresenter.Alert) {
            self.init(title: alert.title, presentation: alert.presentation, layout: alert.layout)
        }

        /// Creates an alert titled `title` with the message of `presentation` and `layout`'s
        /// buttons, which ``button(for:)`` maps responses back to.
        private convenience init(title: String, presentation: ErrorPresentation, layout: AlertButtonLayout) {
            self.init()
            messageText = title
            informativeText = presentation.message ?? ""
            let buttons = layout.buttons.map { addButton(withTitle: $0.title) }
            if let escapeKeyIndex = layout.escapeKeyIndex {
                buttons[escapeKeyIndex].keyEquivalent = "\u{1b}"
            }
            NSAlertButtons.remember(layout, for: self)
        }

        /// The button of the presentation this alert was created with that `response` names.
        /// - Parameter response: What `runModal()` or a sheet's completion handler returned.
        /// - Returns: The button, or `nil` when the response names none of them, or when the
        ///   alert was not created with ``init(presentation:)``.
        public func button(for response: NSApplication.ModalResponse) -> ErrorPresentation.Button? {
            let index = response.rawValue - NSApplication.ModalResponse.alertFirstButtonReturn.rawValue
            return NSAlertButtons.layout(of: self)?.button(at: index)
        }
    }
#endif
