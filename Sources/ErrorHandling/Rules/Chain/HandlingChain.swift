/// The steps of one handled error, started one after the other: each when the previous one
/// has completed, and the caller's completion exactly once at the end.
///
/// A step that is done by the time it returns — a repeat a center only counts, a `.perform`
/// action that calls its completion at once — is followed by the next one in the same loop,
/// and nothing is kept. Only when a step is still running when it returns does the rest of the
/// chain move into a ``WaitingHandlingChain``, which the step's completion goes on with.
struct HandlingChain: ~Copyable {
    private var cursor: ActionCursor
    private let view: ViewReference
    private let assessment: ErrorAssessment
    private let log: HandlingLog
    private let depth: Int
    /// What each action runs inside.
    private let scope: (any HandlingScope)?
    private let onCompleted: OnErrorHandled

    private init(
        cursor: consuming ActionCursor, view: ViewReference, assessment: ErrorAssessment, log: HandlingLog,
        depth: Int, scope: (any HandlingScope)?, onCompleted: OnErrorHandled
    ) {
        self.cursor = cursor
        self.view = view
        self.assessment = assessment
        self.log = log
        self.depth = depth
        self.scope = scope
        self.onCompleted = onCompleted
    }

    /// Runs `first`, then the steps `cursor` yields after it, and calls `onCompleted` at the end.
    /// - Parameters:
    ///   - view: The view of the handler.
    ///   - log: Where what happens to the steps is logged.
    ///   - record: The record of the handled error, for the first step to write when the view
    ///     presents it itself.
    ///   - depth: How deep the handling that started the chain is nested; each step runs one
    ///     level deeper.
    ///   - scope: What each action runs inside.
    static func start(
        _ first: ActionHandler, cursor: consuming ActionCursor, view: ViewReference,
        assessment: ErrorAssessment, log: HandlingLog, record: HandlingLog.PendingRecord? = nil, depth: Int,
        scope: (any HandlingScope)?, onCompleted: OnErrorHandled
    ) {
        let running = runSteps(
            from: first, cursor: &cursor, view: view, assessment: assessment, log: log, record: record,
            depth: depth, scope: scope)
        guard let running else {
            end(onCompleted, scope)
            return
        }
        let chain = HandlingChain(
            cursor: cursor, view: view, assessment: assessment, log: log, depth: depth, scope: scope,
            onCompleted: onCompleted)
        WaitingHandlingChain(chain).resume(after: running)
    }

    /// Runs `first` and the steps after it until one is still running when it returns.
    /// - Parameter record: The record of the handled error, for `first` to write.
    /// - Returns: That step's completion; `nil` when the chain is over.
    private static func runSteps(
        from first: ActionHandler, cursor: inout ActionCursor, view: ViewReference,
        assessment: ErrorAssessment, log: HandlingLog, record: HandlingLog.PendingRecord? = nil, depth: Int,
        scope: (any HandlingScope)?
    ) -> StepCompletion? {
        var step = first
        var record = record
        while true {
            // Made only when the step waits for something.
            var completion: StepCompletion?
            func makeCompletion() -> StepCompletion {
                let made = StepCompletion()
                completion = made
                return made
            }
            if step.runsAppCode(on: view) {
                // Errors raised while the action runs are one level deeper, and what it hands
                // back to the scope, then or from a task it starts, counts there.
                HandlingDepth.$current.withValue(depth + 1) {
                    guard let scope else {
                        step.start(on: view, for: assessment, log: log, in: nil, completing: makeCompletion)
                        return
                    }
                    scope.run {
                        step.start(on: view, for: assessment, log: log, in: scope, completing: makeCompletion)
                    }
                }
            } else {
                step.start(
                    on: view, for: assessment, log: log, record: record, in: scope, completing: makeCompletion
                )
            }
            record = nil
            if let completion, !completion.isDone {
                return completion
            }
            guard let next = cursor.nextStep() else { return nil }
            step = next
        }
    }

    /// Tells those waiting for the handling that it is over: the caller's completion, then the
    /// scope (see ``HandlingScope/handlingEnded()``).
    static func end(_ onCompleted: OnErrorHandled, _ scope: (any HandlingScope)?) {
        onCompleted?()
        scope?.handlingEnded()
    }

    /// Goes on after the step that was running has completed.
    consuming func advance() {
        guard let next = cursor.nextStep() else {
            HandlingChain.end(onCompleted, scope)
            return
        }
        let running = HandlingChain.runSteps(
            from: next, cursor: &cursor, view: view, assessment: assessment, log: log, depth: depth,
            scope: scope)
        guard let running else {
            HandlingChain.end(onCompleted, scope)
            return
        }
        WaitingHandlingChain(self).resume(after: running)
    }
}

/// A handling chain whose step is still running: the step's completion goes on with it.
///
/// `@unchecked Sendable` is safe here: the chain is taken out once, by the completion of the
/// step, which fires at most once and only after ``resume(after:)`` handed it on, or by
/// ``resume(after:)`` itself when the step was done before that. So no two threads ever use
/// the cursor, the view or the caller's completion at the same time. The non-`Sendable`
/// actions run where each step is started: the caller's thread, or the thread that completed
/// the previous step (a button tap, the end of a `.run` action).
final class WaitingHandlingChain: @unchecked Sendable {
    private var chain: HandlingChain?

    init(_ chain: consuming HandlingChain) {
        self.chain = consume chain
    }

    /// Goes on with the chain once `completion` fires, or at once when it has fired already.
    func resume(after completion: StepCompletion) {
        if !completion.continueLater(with: { self.advance() }) {
            advance()
        }
    }

    private func advance() {
        chain.take()?.advance()
    }
}
