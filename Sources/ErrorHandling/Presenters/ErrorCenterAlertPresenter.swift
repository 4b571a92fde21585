import Observation

/// Shows an ``ErrorCenter``'s alerts through a platform's own alerts, for apps without
/// SwiftUI: `center.presentAlerts(from: viewController)` (ErrorHandlingUIKit) or
/// `center.presentAlerts(in: window)` (ErrorHandlingAppKit) return one.
///
/// Keep it alive as long as alerts should show, in a property of the view controller or app
/// delegate; once it is released it stops watching the center.
///
/// It watches ``ErrorCenter/current`` with Observation, re-arming after each change: a new
/// presentation is shown, a coalesced repeat updates the count in the title of the alert on
/// screen, one the center took down (dismissed by code) is hidden, and a tap goes back to the
/// center through ``ErrorCenter/dismiss(presentation:choosing:)``, which runs the chosen
/// button's action once and moves the next pending presentation up.
@MainActor
public final class ErrorCenterAlertPresenter {
    /// What a platform alert renders of the center's presentation on screen, and how it
    /// reports the choice.
    package struct Alert {
        /// The center's presentation, as the center has it: same id, same buttons.
        package let presentation: ErrorPresentation
        /// The buttons in the order they are shown, with a cancel "OK" when the presentation
        /// has none.
        package let layout: AlertButtonLayout
        /// Reports the chosen button's id to the center, which dismisses the presentation and
        /// runs that button's action once; the added "OK" only dismisses it.
        package let choose: @MainActor (ErrorPresentation.Button.ID) -> Void

        /// The title to show: the presentation's, with the number of occurrences when more
        /// than one.
        package var title: String {
            presentation.titleWithOccurrences
        }
    }

    /// Shows an alert whose buttons report the choice through ``Alert/choose``.
    package typealias Show = @MainActor (Alert) -> Void
    /// Shows the new ``Alert/title`` of the alert on screen, after a coalesced repeat raised
    /// its count.
    package typealias Update = @MainActor (Alert) -> Void
    /// Takes the alert shown last off the screen, if it is still there.
    package typealias Hide = @MainActor () -> Void

    /// The center whose alerts are shown.
    let center: ErrorCenter
    private let show: Show
    private let update: Update
    private let hide: Hide
    /// The id of the center's presentation on screen.
    private var shown: ErrorPresentation.ID?
    /// How many occurrences the presentation on screen stood for when last shown or updated.
    private var shownOccurrences = 0

    /// Starts showing `center`'s alerts, the current one at once.
    package init(center: ErrorCenter, show: @escaping Show, update: @escaping Update, hide: @escaping Hide) {
        self.center = center
        self.show = show
        self.update = update
        self.hide = hide
        refresh()
    }

    /// Brings the screen in line with ``ErrorCenter/current`` and watches it again.
    private func refresh() {
        let current = withObservationTracking {
            center.current
        } onChange: { [weak self] in
            Task { @MainActor in self?.refresh() }
        }
        if let shown, shown != current?.id {
            self.shown = nil
            hide()
        }
        guard let current, shown == nil || current.occurrences != shownOccurrences else { return }
        let isNew = shown == nil
        let id = current.id
        shown = id
        shownOccurrences = current.occurrences
        // A tap closed the platform's alert itself: nothing to hide. It reaches the center
        // even once this presenter is gone, so the alert on screen still leaves it.
        let alert = Alert(presentation: current, layout: AlertButtonLayout(current)) {
            [weak self, center] button in
            if self?.shown == id {
                self?.shown = nil
            }
            center.dismiss(presentation: id, choosing: button)
        }
        if isNew {
            show(alert)
        } else {
            update(alert)
        }
    }
}
