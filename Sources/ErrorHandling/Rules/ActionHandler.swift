/// What a rule does with an error it matched.
///
/// Each payload is kept in a box of its own (the enum is `indirect`), so an action is one
/// reference wide, and handing one on — as the engine does for each action that applies — costs
/// a reference count instead of a copy of an alert or a closure.
public indirect enum ActionHandler {
    /// Nothing: the error counts as handled. Useful to silence an error on purpose.
    case doNothing
    /// Shows an alert on the handler's view; the chain goes on when a button is tapped, or
    /// without a tap when the alert leaves the ``ErrorCenter`` that shows it or, on another
    /// view, when it is released.
    case present(alert: any ErrorAlert)
    /// Shows ``ErrorPresentation/init(error:onRecovery:)`` of whatever error reached it, as an
    /// alert on the handler's view: the error's own description and recovery suggestion, with
    /// its recovery options as buttons, or a localized "OK". The chain goes on when the chosen
    /// button's action has finished, or without a choice when the presentation leaves the
    /// ``ErrorCenter`` that shows it or, on another view, when the alert is released.
    case presentError
    /// Runs your code on the caller's thread; the chain goes on when it calls `onCompleted`.
    case perform(action: CustomActionHandler)
    /// Runs asynchronous work; the chain goes on when it returns or throws. An error it throws
    /// is reported and does not stop the chain.
    case run(_ action: @Sendable (any Error) async throws -> Void)
}

extension ActionHandler {
    /// Starts this action as one step of a chain. `completion` makes the step's completion,
    /// which starts the next step when the action is done; a step that never makes it is done
    /// by the time this returns: ``doNothing``, an alert for a view that is gone, a repeat a
    /// center only counts.
    /// - Parameter record: The record of the handled error, for a ``presentError`` that `view`
    ///   presents itself to write (see ``presentsItself(on:)``).
    func start(
        on view: ViewReference,
        for assessment: ErrorAssessment,
        log: HandlingLog,
        record: HandlingLog.PendingRecord? = nil,
        in scope: (any HandlingScope)?,
        completing completion: () -> StepCompletion
    ) {
        switch self {
        case .doNothing:
            return
        case .present(let alert):
            guard let view = view.view else { return }
            let completion = completion()
            let error = assessment.shown
            let controller = alert.build(for: error, onCompleted: { completion.complete() })
            controller.error = error
            controller.onReleaseWithoutTap = completion
            view.present(alert: controller)
        case .presentError:
            if let presenting = view.presenting {
                presenting.present(assessment, in: scope, recording: record, completing: completion)
            } else if let view = view.view {
                view.present(ErrorPresentation(assessment: assessment).completing(completion()))
            }
        case .perform(let action):
            let completion = completion()
            action(assessment.shown) { completion.complete() }
        case .run(let operation):
            let completion = completion()
            let error = assessment.shown
            Task {
                await ActionHandler.run(operation, for: error, log: log)
                completion.complete()
            }
        }
    }

    /// Whether starting the action runs the app's code: every action but ``doNothing`` and a
    /// ``presentError`` that `view` presents itself, given the scope, one level deeper where it
    /// runs the app's code (see ``AssessmentPresenting/present(_:in:recording:completing:)``).
    func runsAppCode(on view: ViewReference) -> Bool {
        switch self {
        case .doNothing: false
        case .presentError: !presentsItself(on: view)
        case .present, .perform, .run: true
        }
    }

    /// Whether the action is a ``presentError`` that `view` presents itself: it builds the
    /// presentation, and writes the record of the handled error with its words.
    func presentsItself(on view: ViewReference) -> Bool {
        guard case .presentError = self else { return false }
        return view.presenting != nil
    }

    /// Runs an asynchronous action; what it throws is logged, never passed on.
    static func run(
        _ operation: @Sendable (any Error) async throws -> Void, for error: any Error, log: HandlingLog
    ) async {
        do {
            try await operation(error)
        } catch let thrown {
            log.actionThrew(thrown, handling: error)
        }
    }
}

extension ActionHandler {
    /// Whether the action shows the error to the person: an alert of its own or the error's
    /// presentation.
    var presentsTheError: Bool {
        switch self {
        case .present, .presentError: true
        case .doNothing, .perform, .run: false
        }
    }
}
