extension ErrorCenterHosts {
    /// Whether showing `presentation` now plays the system's error feedback (a haptic on
    /// iPhone): when ``ErrorCenter/playsErrorFeedback`` is on and the presentation appears for
    /// the first time. A coalesced repeat keeps its presentation's id, so it does not play
    /// again, and neither does a presentation shown again in another window.
    package func playsErrorFeedbackOnShow(of presentation: ErrorPresentation) -> Bool {
        guard playsErrorFeedback else { return false }
        return feedbackAppearances.rememberIfNew(presentation.id, ())
    }
}

/// The value a SwiftUI host gives `sensoryFeedback(.error, trigger:)`, so that SwiftUI plays
/// the error feedback where the host shows a presentation for the first time.
///
/// It changes only when ``ErrorCenterHosts/playsErrorFeedbackOnShow(of:)`` says a
/// presentation the host shows plays: once per presentation, not for a coalesced repeat (same
/// id, new count), not for one another host or the window-level root played already, and never
/// while ``ErrorCenter/playsErrorFeedback`` is off.
package struct ErrorFeedbackTrigger: Equatable, Sendable {
    /// The last presentation shown here that played the feedback; `nil` before the first.
    package private(set) var lastPlayed: ErrorPresentation.ID?

    /// A trigger that has played nothing yet.
    package init() {}

    /// Notes that the host shows `presentations` now (none while another host or the
    /// window-level root presents); the trigger moves to the last of them that plays.
    @MainActor
    package mutating func show(_ presentations: [ErrorPresentation], in hosts: ErrorCenterHosts) {
        for presentation in presentations where hosts.playsErrorFeedbackOnShow(of: presentation) {
            lastPlayed = presentation.id
        }
    }
}
