/// What reaches an ``ErrorCenter``'s main-actor state for one report.
enum CenterArrival: Sendable {
    /// A presentation to show, with where it was reported when that is known.
    case presentation(ErrorPresentation, origin: ReportOrigin?)
    /// A report whose rules presented nothing on the center.
    case withoutPresentation
}

/// The arrivals made off the main actor that the main actor has not taken yet, kept behind a
/// lock, in the order they were made.
struct CenterInbox {
    /// Arrivals waiting for the main actor, oldest first.
    var arrivals: [CenterArrival] = []
    /// Whether a main-actor task that takes ``arrivals`` has been started and not yet run.
    var isDrainScheduled = false
    /// Reports (and presentations made outside a report) whose arrival the main actor has not
    /// processed yet.
    var unprocessed = 0
}
