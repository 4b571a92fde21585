/// What reaches an ``ErrorCenter``'s main-actor state for one report.
enum CenterArrival: Sendable {
    /// A presentation to show, with the report it stands for when that is known.
    case presentation(ErrorPresentation, report: Report?)
    /// A report whose rules presented nothing on the center.
    case withoutPresentation
    /// A report of a cancellation, which is not shown.
    case cancelled
}
