import Observation

/// Shows an ``ErrorCenter``'s alerts through a platform's own alerts, for apps without
/// SwiftUI: `center.presentAlerts(from: viewController)` (ErrorHandlingUIKit) or
/// `center.presentAlerts(in: window)` (ErrorHandlingAppKit) return one.
///
/// Keep it alive as long as alerts should show, in a property of the view controller or app
/// delegate; once it is released it stops watching the center.
///
/// It watches ``ErrorCenter/current`` with Observation, re-arming after each change: a new
/// presentation is shown, one the center took down (dismissed by code) is hidden, and a tap
/// goes back to the center through ``ErrorCenter/dismiss(presentation:choosing:)``, which runs
/// the chosen button's action and moves the next pending presentation up.
@MainActor
public final class ErrorCenterAlertPresenter {
    /// Shows a presentation whose buttons report the choice to the center; a presentation
    /// without buttons gets a cancel "OK".
    package typealias Show = @MainActor (ErrorPresentation) -> Void
    /// Takes the presentation shown last off the screen, if it is still there.
    package typealias Hide = @MainActor () -> Void
    /// Sees the center's presentation on screen, as the center has it: just before it is
    /// shown, and again each time a coalesced repeat raises its count.
    package typealias Observe = @MainActor (ErrorPresentation) -> Void

    /// The center whose alerts are shown.
    public let center: ErrorCenter
    private let show: Show
    private let hide: Hide
    private let observe: Observe
    /// The id of the center's presentation on screen.
    private var shown: ErrorPresentation.ID?
    /// How many occurrences the presentation on screen stood for when last observed.
    private var shownOccurrences = 0

    /// Starts showing `center`'s alerts, the current one at once.
    package init(
        center: ErrorCenter, show: @escaping Show, hide: @escaping Hide, observe: @escaping Observe = { _ in }
    ) {
        self.center = center
        self.show = show
        self.hide = hide
        self.observe = observe
        update()
    }

    /// A tap on the platform's alert, which has closed itself: nothing to hide.
    private func choose(_ button: ErrorPresentation.Button.ID, of id: ErrorPresentation.ID) {
        if shown == id {
            shown = nil
        }
        center.dismiss(presentation: id, choosing: button)
    }

    /// Brings the screen in line with ``ErrorCenter/current`` and watches it again.
    private func update() {
        let current = withObservationTracking {
            center.current
        } onChange: { [weak self] in
            Task { @MainActor in self?.update() }
        }
        if let shown, shown != current?.id {
            self.shown = nil
            hide()
        }
        if let current, shown == nil {
            shown = current.id
            shownOccurrences = current.occurrences
            observe(current)
            show(routed(current))
        } else if let current, current.occurrences != shownOccurrences {
            shownOccurrences = current.occurrences
            observe(current)
        }
    }

    /// A copy of `presentation` whose buttons, in display order, dismiss it at the center with
    /// their choice, so each action runs once, from the center.
    private func routed(_ presentation: ErrorPresentation) -> ErrorPresentation {
        let id = presentation.id
        let buttons = AlertButtonLayout(presentation).buttons.map { button in
            ErrorPresentation.Button(title: button.title, role: button.role) { [weak self] in
                await self?.choose(button.id, of: id)
            }
        }
        return ErrorPresentation(
            title: presentation.titleWithOccurrences, message: presentation.message, buttons: buttons,
            style: presentation.style, error: presentation.error)
    }
}
