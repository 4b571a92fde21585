/// The order in which alerts are shown when only one can be on screen at a time, as in UIKit.
///
/// A value without a platform: the UIKit presenter keeps one per process on the main actor and
/// asks it what to show, so the queueing rules are tested on every platform. An alert that
/// arrives while another is shown waits until that one is dismissed; alerts are shown in the
/// order they arrived.
package struct AlertQueue<Alert> {
    /// What changed when the queue was asked to move on.
    package struct Transition {
        /// The alert that was shown and is known to be gone now, to be released.
        package var gone: Alert?
        /// The alert to show now, if any.
        package var next: Alert?
    }

    /// The alert on screen, if any.
    package private(set) var shown: Alert?
    private var waiting: [Alert] = []

    /// Creates an empty queue.
    package init() {}

    /// Adds an alert.
    ///
    /// The alert on screen may have been dismissed without the queue being told (a tap outside
    /// a popover, a dismissal by other code); `isGone` tells, and such an alert is dropped
    /// first, so a lost dismissal delays the next alert no later than until this call.
    /// - Parameters:
    ///   - alert: The alert to show.
    ///   - isGone: Whether the alert on screen has gone away.
    /// - Returns: The alert that is gone, to release, and the alert to show now, if any.
    package mutating func enqueue(_ alert: Alert, isGone: (Alert) -> Bool) -> Transition {
        waiting.append(alert)
        var gone: Alert?
        if let current = shown, isGone(current) {
            gone = current
            shown = nil
        }
        return Transition(gone: gone, next: shown == nil ? advance() : nil)
    }

    /// Notes that the alert on screen was dismissed.
    /// - Returns: The dismissed alert, to release, and the next alert to show, if any.
    package mutating func dismissShown() -> Transition {
        let gone = shown
        shown = nil
        return Transition(gone: gone, next: advance())
    }

    private mutating func advance() -> Alert? {
        guard !waiting.isEmpty else { return nil }
        shown = waiting.removeFirst()
        return shown
    }
}
