/// The view of the handler an ``ErrorCenter`` makes for itself: it passes alerts on to the
/// center.
///
/// The handler needs its view before the center exists, so it gets this link, which the
/// center connects once it is initialized. The handler holds the link strongly (see
/// `ViewReference`), and the link holds the center weakly, so there is no retain cycle.
final class ErrorCenterLink: AssessmentPresenting, Sendable {
    private struct Target: Sendable {
        weak var center: ErrorCenter?
    }

    private let target = Locked(Target())

    /// Connects the link to its center.
    func connect(to center: ErrorCenter) {
        target.withLock { $0.center = center }
    }

    /// The center, while it exists.
    var center: ErrorCenter? {
        target.withLock { $0.center }
    }

    func present(alert: AlertController) {
        center?.enter(ErrorPresentation(alert: alert))
    }

    func present(_ presentation: ErrorPresentation) {
        center?.enter(presentation)
    }

    /// The report being handled at this link's center, and the center: the handling's scope, as
    /// a center hands its handlers the report, or the report an action's scope binds, as a
    /// handler used inside an action of a report's rules has none.
    private func report(in scope: (any HandlingScope)?) -> (report: Report, center: ErrorCenter)? {
        guard let report = scope as? Report ?? Report.current, let center = report.center,
            center.link === self
        else {
            return nil
        }
        return (report, center)
    }

    func presentedText(of assessment: ErrorAssessment, in scope: (any HandlingScope)?) -> String {
        guard let (report, _) = self.report(in: scope) else {
            return ErrorPresentation.presentedText(of: assessment)
        }
        return report.presentedText(of: assessment)
    }

    func present(
        _ assessment: ErrorAssessment, in scope: (any HandlingScope)?,
        recording record: HandlingLog.PendingRecord?,
        completing completion: () -> StepCompletion
    ) {
        // The report, when there is one, leads to the center without the link's lock.
        if let (report, center) = report(in: scope) {
            center.present(assessment, for: report, recording: record, completing: completion)
        } else if let center {
            center.present(assessment, for: nil, recording: record, completing: completion)
        } else {
            record?.write(presentedText: nil)
        }
    }
}
