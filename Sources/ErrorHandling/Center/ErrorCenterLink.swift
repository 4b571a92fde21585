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

    func foldsRepeat(of assessment: ErrorAssessment, in scope: (any HandlingScope)?) -> Bool {
        // A center hands its handlers the report as their scope; a handler used inside an
        // action of a report's rules has none, and the action's scope binds it.
        guard let report = report(in: scope), let center = report.center else { return false }
        return center.foldsRepeat(of: assessment, for: report)
    }

    /// The report being handled at this link's center: the handling's scope, or the report an
    /// action's scope binds (a handler used inside an action of a report's rules has none).
    private func report(in scope: (any HandlingScope)?) -> Report? {
        guard let report = scope as? Report ?? Report.current, report.center?.intake.link === self else {
            return nil
        }
        return report
    }

    func presentedText(of assessment: ErrorAssessment, in scope: (any HandlingScope)?) -> String {
        guard let report = self.report(in: scope) else {
            return ErrorPresentation.presentedText(of: assessment)
        }
        return report.presentedText(of: assessment)
    }

    func present(_ assessment: ErrorAssessment, completing completion: StepCompletion) {
        guard let center else {
            completion.complete()
            return
        }
        center.present(assessment, completing: completion)
    }
}
