/// The presentations an ``ErrorCenter`` dismissed lately, so that dismissing one again and
/// choosing its button, in either order and however often, starts the button exactly once.
///
/// UI bindings dismiss from two places (a button's action and the `isPresented` setter), in
/// an order that is not fixed. The buttons of a presentation dismissed without a choice are
/// kept until the main actor's next turn, so a choice made in the same turn still runs; then
/// they are released, which lets a handling chain waiting on the alert go on.
struct DismissalLedger {
    /// How many dismissed presentations are remembered.
    static let limit = 32

    private struct Entry {
        let id: ErrorPresentation.ID
        /// The buttons that may still be chosen: none once one was, or once they were released.
        var buttons: [ErrorPresentation.Button]
    }

    private var entries: [Entry] = []

    /// Remembers a presentation that was just dismissed.
    mutating func record(_ presentation: ErrorPresentation) {
        entries.append(Entry(id: presentation.id, buttons: presentation.buttons))
        if entries.count > Self.limit {
            entries.removeFirst()
        }
    }

    /// The button `buttonID` of the dismissed presentation `id`, the first time it is asked
    /// for; `nil` after that, or when another button was chosen or the buttons were released.
    mutating func choose(
        _ buttonID: ErrorPresentation.Button.ID, of id: ErrorPresentation.ID
    ) -> ErrorPresentation.Button? {
        guard let index = entries.lastIndex(where: { $0.id == id }),
            let button = entries[index].buttons.first(where: { $0.id == buttonID })
        else { return nil }
        entries[index].buttons = []
        return button
    }

    /// Lets go of the buttons of the dismissed presentation `id`.
    mutating func releaseButtons(of id: ErrorPresentation.ID) {
        if let index = entries.lastIndex(where: { $0.id == id }) {
            entries[index].buttons = []
        }
    }
}
