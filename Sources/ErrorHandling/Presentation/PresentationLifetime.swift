/// Keeps the handling chain that made a presentation waiting while the presentation is
/// shown, and lets it go on once: when a chosen button's action has finished, or when every
/// copy of the presentation and of its buttons has been released without a choice.
///
/// Every button of the presentation holds the lifetime, as does the presentation itself, so
/// a presenter that keeps either keeps the chain waiting; a button's running action keeps it
/// until the action ends.
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

    /// Lets the chain go on: a button's action has finished.
    func finish() {
        completion?.complete()
        replaced?.finish()
    }

    deinit {
        completion?.complete()
    }
}
