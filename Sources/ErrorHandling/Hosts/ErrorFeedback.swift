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
