/// What the code that hands an error to a handler binds around each action the handler runs.
///
/// An ``ErrorCenter`` binds the report being handled, so that what an action hands back to
/// the center — a presentation now, or one from a task the action starts — is counted for that
/// report. The scope is bound only while an action runs: a step that is done at once, such as
/// a repeat the center folds into a presentation it shows, binds nothing, and is given the
/// scope itself (see ``AssessmentPresenting/foldsRepeat(of:in:)``).
protocol HandlingScope: AnyObject, Sendable {
    /// Runs `body` inside the scope.
    func run(_ body: () -> Void)
}
