extension ErrorCenter {
    /// Dismisses a presentation and starts the action of the chosen button.
    ///
    /// Safe to call twice for the same presentation, in any order with the button (UI
    /// bindings do): the presentation leaves once, and the chosen button's action starts
    /// exactly once. When the presentation was ``current``, the first pending one takes its
    /// place; a toast or pending presentation is removed from its lane.
    /// - Parameters:
    ///   - presentation: The presentation's ``ErrorPresentation/id``.
    ///   - button: The ``ErrorPresentation/Button/id`` of the chosen button; `nil` when the
    ///     presentation was closed without a choice.
    public func dismiss(
        presentation: ErrorPresentation.ID, choosing button: ErrorPresentation.Button.ID? = nil
    ) {
        _ = startDismissal(of: presentation, choosing: button)
    }

    /// Dismisses ``current`` and waits until the action of the chosen button has finished.
    /// - Parameter button: The ``ErrorPresentation/Button/id`` of the chosen button; `nil` when
    ///   the alert was closed without a choice.
    public func dismiss(choosing button: ErrorPresentation.Button.ID? = nil) async {
        guard let current else { return }
        await startDismissal(of: current.id, choosing: button)?.value
    }

    /// Removes the inline message of `field`.
    /// - Parameter field: The name of the field.
    public func clearInlineMessage(for field: String) {
        applyEvent { $0.inlineMessageCleared(for: field) }
    }

    /// Removes the presentation `id` from its lane, once, and starts the chosen button's
    /// action, once. When no button is chosen by the end of this turn of the main actor, the
    /// presentation's handling chain goes on.
    /// - Returns: The task running the button's action, when one was started.
    func startDismissal(
        of id: ErrorPresentation.ID, choosing buttonID: ErrorPresentation.Button.ID?
    ) -> Task<Void, Never>? {
        var button: ErrorPresentation.Button?
        applyEvent { machine in
            let actions = machine.dismissed(id)
            button = buttonID.flatMap { machine.buttonChosen($0, of: id) }
            return actions
        }
        guard let button else {
            Task { [weak self] in self?.applyEvent { $0.choiceClosed(id) } }
            return nil
        }
        return Task { await button.action() }
    }
}
