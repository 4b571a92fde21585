/// What an ``ErrorCenter`` remembers for the hosts that show it: the navigation hooks of the
/// stacks on screen, what was announced to VoiceOver, which presentations played the error
/// feedback, and which were dismissed lately.
///
/// Not observed: none of it changes what a host draws.
struct HostBookkeeping {
    /// The navigation stacks on screen, innermost last.
    var navigationHooks = NavigationHookStack()
    /// What was announced.
    var announcements = AnnouncementLedger()
    /// The presentations that played the error feedback.
    var feedbackAppearances = PresentationLedger<Void>(limit: 64)
    /// The presentations dismissed lately, with the buttons that may still be chosen.
    var dismissals = DismissalLedger()
}
