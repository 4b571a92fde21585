/// Keeps the handling chain that made a presentation waiting while the presentation is
/// shown, and lets it go on once: when a chosen button's action has finished, or when the
/// presentation leaves the ``ErrorCenter`` that shows it without a choice (dismissed, dropped
/// at capacity, folded or replaced, timed out as a toast), whoever still keeps a copy of it.
///
/// A presentation handed to another ``ErrorHandlerView`` lets its chain go on, as the 5.x API
/// did, when every copy of the presentation and of its buttons has been released without a
/// choice; a center that goes away does the same for what it showed.
final class PresentationLifetime: Sendable {
    private let completion: StepCompletion?
    /// The lifetime of the presentation this one's buttons replaced.
    private let replaced: PresentationLifetime?
    /// The buttons this one's buttons replaced: they may keep an alert, and with it a
    /// handling chain, alive.
    private let replacedButtons: [ErrorPresentation.Button]

    /// A lifetime that ends one step of a handling chain.
    init(completing completion: StepCompletion) {
        self.completion = completion
        replaced = nil
        replacedButtons = []
    }

    /// A lifetime for buttons that replace `buttons` of a presentation whose own lifetime is
    /// `lifetime`: it keeps both until it ends.
    init(replacing buttons: [ErrorPresentation.Button], of lifetime: PresentationLifetime?) {
        completion = nil
        replaced = lifetime
        replacedButtons = buttons
    }

    /// Lets the chain go on: a button's action has finished, or the presentation left its
    /// center without a choice.
    func finish() {
        completion?.complete()
        replaced?.finish()
    }

    deinit {
        completion?.complete()
    }
}
