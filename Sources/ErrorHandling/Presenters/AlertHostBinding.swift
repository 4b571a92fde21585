/// What an alert host shows of a center, and how its binding and buttons dismiss it.
///
/// A SwiftUI alert dismisses from two places — the `isPresented` setter and the tapped button
/// — in an order SwiftUI does not fix. Both name the presentation the host rendered (captured
/// when the view was evaluated), never "whatever is current now", and both go through the
/// center's synchronous, idempotent ``ErrorCenter/dismiss(presentation:choosing:)``: the
/// presentation leaves once, the chosen button's action runs once, and the next pending
/// presentation is never closed by the second call.
@MainActor
package struct AlertHostBinding {
    private let center: ErrorCenter
    /// The presentation the host renders; `nil` when it shows nothing.
    package let presentation: ErrorPresentation?

    /// The state of a host that presents `center`'s alerts when `isPresenter`.
    package init(center: ErrorCenter, isPresenter: Bool) {
        self.center = center
        presentation = isPresenter ? center.current : nil
    }

    /// Whether the rendered presentation is still on screen, shown as an action sheet or not.
    package func isPresented(asActionSheet: Bool) -> Bool {
        guard let presentation, center.current?.id == presentation.id else { return false }
        return (presentation.style == .actionSheet) == asActionSheet
    }

    /// The binding's setter: `false` closes the rendered presentation without a choice.
    package func setPresented(_ isPresented: Bool) {
        guard !isPresented, let presentation else { return }
        center.dismiss(presentation: presentation.id)
    }

    /// A tap on `button` of the rendered presentation.
    package func choose(_ button: ErrorPresentation.Button) {
        guard let presentation else { return }
        center.dismiss(presentation: presentation.id, choosing: button.id)
    }

    /// The title to show: the presentation's, with the number of occurrences when more than one.
    package var title: String {
        presentation?.titleWithOccurrences ?? ""
    }

    /// The buttons to show, in order, with a cancel "OK" when the presentation has none.
    package var buttons: [ErrorPresentation.Button] {
        presentation.map { AlertButtonLayout($0).buttons } ?? []
    }
}
