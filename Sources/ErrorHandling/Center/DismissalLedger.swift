/// The presentations an ``ErrorCenter`` dismissed lately, so that dismissing one again and
/// choosing its button, in either order and however often, starts the button exactly once.
///
/// UI bindings dismiss from two places (a button's action and the `isPresented` setter), in
/// an order that is not fixed. The buttons of a presentation dismissed without a choice are
/// kept until the main actor's next turn, so a choice made in the same turn still runs; then
/// they are released, which lets a handling chain waiting on the alert go on.
struct DismissalLedger {
    /// The buttons of each dismissed presentation that may still be chosen: none once one was,
    /// or once they were released.
    private var buttons = PresentationLedger<[ErrorPresentation.Button]>(limit: 32)

    /// Remembers a presentation that was just dismissed.
    mutating func record(_ presentation: ErrorPresentation) {
        buttons[presentation.id] = presentation.buttons
    }

    /// The button `buttonID` of the dismissed presentation `id`, the first time it is asked
    /// for; `nil` after that, or when another button was chosen or the buttons were released.
    mutating func choose(
        _ buttonID: ErrorPresentation.Button.ID, of id: ErrorPresentation.ID
    ) -> ErrorPresentation.Button? {
        guard let button = buttons[id]?.first(where: { $0.id == buttonID }) else { return nil }
        buttons[id] = []
        return button
    }

    /// Lets go of the buttons of the dismissed presentation `id`.
    mutating func releaseButtons(of id: ErrorPresentation.ID) {
        if buttons[id] != nil {
            buttons[id] = []
        }
    }
}
