/// The buttons of an ``ErrorPresentation`` in the order a platform alert shows them.
///
/// The other buttons keep their order and the cancel buttons come last, so the first button is
/// the default one (AppKit makes it answer the Return key) and the cancel button sits where
/// people expect it. A presentation without buttons gets a single localized "OK", so every
/// alert can be closed.
package struct AlertButtonLayout: Sendable {
    /// The buttons, in the order they are shown.
    package let buttons: [ErrorPresentation.Button]

    /// Lays out the buttons of `presentation`.
    /// - Parameter presentation: The presentation whose buttons are shown.
    package init(_ presentation: ErrorPresentation) {
        let buttons =
            presentation.buttons.filter { $0.role != .cancel }
            + presentation.buttons.filter { $0.role == .cancel }
        self.buttons =
            buttons.isEmpty
            ? [ErrorPresentation.Button(title: StandardButtonTitle.ok.localized(), role: .cancel)] : buttons
    }

    /// The button at `index` in display order, such as the index an alert's response names.
    /// - Parameter index: The button's position, 0 for the first.
    /// - Returns: The button, or `nil` when there is none at `index`.
    package func button(at index: Int) -> ErrorPresentation.Button? {
        buttons.indices.contains(index) ? buttons[index] : nil
    }

    /// The index of the button that answers the Escape key: the first cancel button, unless it
    /// is the first button, which answers the Return key as the default one.
    package var escapeKeyIndex: Int? {
        buttons.indices.dropFirst().first { buttons[$0].role == .cancel }
    }
}
