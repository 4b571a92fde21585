/// What reaches an ``ErrorCenter``'s main-actor state for one report.
enum CenterArrival: Sendable {
    /// A presentation to show, with where it was reported when that is known.
    case presentation(ErrorPresentation, origin: ReportOrigin?)
    /// A report whose rules presented nothing on the center.
    case withoutPresentation
}
