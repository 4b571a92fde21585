extension TerminalPresenter {
    /// Shows everything an ``ErrorCenter`` holds, the way a command-line tool shows it: each
    /// inline message under its field's label (then clears it), each toast as one line, and
    /// each alert in turn as a box whose chosen button dismisses it — waiting for that button's
    /// action, such as a retry, before the next one. Returns when no alert is left.
    ///
    /// While a retry waits before its next attempt, a countdown says how long: on a rich
    /// terminal one line rewritten each second, otherwise one line per wait.
    ///
    /// Reports still on their way to the main actor are waited for first, so call it after the
    /// work whose errors you want shown.
    /// - Parameter center: The center to show.
    @MainActor
    public func present(_ center: ErrorCenter) async {
        await center.waitUntilIdle()
        while true {
            showInlineMessages(of: center)
            showNewToasts(of: center)
            guard let current = center.current else { return }
            let chosen = show(current)
            await dismiss(center, choosing: chosen)
            await center.waitUntilIdle()
        }
    }

    /// Dismisses `center`'s current presentation with `button` and, while its action runs,
    /// counts down each wait of a retry.
    @MainActor
    private func dismiss(_ center: ErrorCenter, choosing button: ErrorPresentation.Button?) async {
        let countdown = RetryCountdown(style: style, clock: center.clock, write: write)
        let watcher = Task { await countdown.follow(center) }
        await center.dismiss(choosing: button?.id)
        watcher.cancel()
        await watcher.value
    }

    @MainActor
    private func showInlineMessages(of center: ErrorCenter) {
        for (field, message) in center.inlineMessages.sorted(by: { $0.key < $1.key }) {
            showInline(message, field: field)
            center.clearInlineMessage(for: field)
        }
    }

    @MainActor
    private func showNewToasts(of center: ErrorCenter) {
        for toast in center.toasts where shownToasts.insert(toast.id) {
            show(toast)
        }
    }
}
