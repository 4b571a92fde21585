import Observation

/// The hosts that show one ``ErrorCenter`` — the SwiftUI alert and toast hosts, the
/// window-level roots — and what is remembered for them: which host presents each lane, the
/// `navigateBack` hooks of the navigation stacks on screen, what was announced to VoiceOver,
/// and which presentations played the error feedback.
///
/// The center keeps one, as ``ErrorCenter/hosts``; the UI adapters ask it. Nothing here
/// changes what the center shows or where a report went.
@MainActor @Observable
package final class ErrorCenterHosts {
    /// The hosts on screen; observed, so a host starts presenting when an inner one leaves.
    var registry = HostRegistry()
    /// What ``ErrorCenter/navigateBack`` calls: the innermost navigation stack's hook, or the
    /// app's own.
    var navigateBack: NavigationHookStack.Hook?
    /// What ``ErrorCenter/playsErrorFeedback`` says.
    var playsErrorFeedback = true

    /// The navigation stacks on screen, innermost last.
    @ObservationIgnored var navigationHooks = NavigationHookStack()
    /// What was announced.
    @ObservationIgnored var announcements: AnnouncementLedger
    /// The presentations that played the error feedback.
    @ObservationIgnored var feedbackAppearances = PresentationLedger<Void>(limit: 64)

    /// Hosts of a center whose ``ErrorCenter/clock`` is `clock`: the announcements of a
    /// changed count are spaced out on it.
    init(clock: any Clock<Duration>) {
        announcements = AnnouncementLedger(clock: clock)
    }
}
