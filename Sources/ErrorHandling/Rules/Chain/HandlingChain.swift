/// One run of the synchronous handling chain: starts each action when the previous one has
/// completed and calls the caller's completion exactly once at the end.
///
/// `@unchecked Sendable` is safe here: the state is only touched by `start(_:)` and by the
/// `StepCompletion` of the step that is running, which starts the next step at most once and,
/// through its lock, only after the step it ends was started. So no two threads ever use the
/// cursor, the view or the caller's completion at the same time. The non-`Sendable` actions
/// run where each step is started: the caller's thread, or the thread that completed the
/// previous step (a button tap, the end of a `.run` action).
final class HandlingChain: @unchecked Sendable {
    private var cursor: ActionCursor
    private let view: ViewReference
    private let assessment: ErrorAssessment
    private let log: HandlingLog
    private let depth: Int
    /// What each action runs inside.
    private let scope: (any HandlingScope)?
    private let onCompleted: OnErrorHandled

    init(
        cursor: consuming ActionCursor, view: ViewReference, assessment: ErrorAssessment, log: HandlingLog,
        depth: Int, scope: (any HandlingScope)?,
        onCompleted: OnErrorHandled
    ) {
        self.cursor = cursor
        self.view = view
        self.assessment = assessment
        self.log = log
        self.depth = depth
        self.scope = scope
        self.onCompleted = onCompleted
    }

    /// Runs `step`, then the steps after it.
    func start(_ step: ActionHandler) {
        let completion = StepCompletion { [self] in self.advance() }
        if let scope {
            scope.run { run(step, completing: completion) }
        } else {
            run(step, completing: completion)
        }
    }

    /// Runs `step` one level deeper than the handling that started the chain.
    private func run(_ step: ActionHandler, completing completion: StepCompletion) {
        HandlingDepth.$current.withValue(depth + 1) {
            step.start(on: view, for: assessment, log: log, onCompleted: completion)
        }
    }

    private func advance() {
        let next = cursor.nextStep()
        if let step = cursor.firstToStart(from: next, on: view.presenting, for: assessment, in: scope) {
            start(step)
        } else {
            onCompleted?()
        }
    }
}
