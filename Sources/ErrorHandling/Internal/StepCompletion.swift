/// The end of one step of a handling chain. However often and from wherever it is called —
/// a button, an alert released without a tap, a custom action calling its completion twice —
/// the next step starts exactly once.
///
/// The next step is given when the completion is made, or later, once the step turned out
/// not to be done by the time it returned (see ``continueLater(with:)``). Once it has fired it
/// lets go of the rest of the chain, so a completion that an action keeps (in a property, in
/// the alert it built) does not keep the handler's rules and views alive.
struct StepCompletion: Sendable {
    private enum State {
        /// The step runs and no next step is given yet.
        case running
        /// The step runs; this starts when it is done.
        case waiting(@Sendable () -> Void)
        /// The step is done.
        case done
    }

    private let state: Locked<State>

    /// A completion whose next step ``continueLater(with:)`` gives.
    init() {
        state = Locked(.running)
    }

    /// A completion that starts `next`.
    init(_ next: @escaping @Sendable () -> Void) {
        state = Locked(.waiting(next))
    }

    /// Starts the next step, unless an earlier call already did.
    /// - Parameter firstly: Runs before the next step, only when this call is the one that
    ///   ends the step.
    func complete(firstly: () -> Void = {}) {
        let (isFirst, next) = state.withLock { state -> (Bool, (@Sendable () -> Void)?) in
            switch state {
            case .running:
                state = .done
                return (true, nil)
            case .waiting(let next):
                state = .done
                return (true, next)
            case .done:
                return (false, nil)
            }
        }
        guard isFirst else { return }
        firstly()
        next?()
    }

    /// Whether the step is done.
    var isDone: Bool {
        state.withLock { state in
            guard case .done = state else { return false }
            return true
        }
    }

    /// Has `next` start the next step when this one is done.
    /// - Returns: `false` when it is done already: then the caller goes on itself.
    func continueLater(with next: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state in
            guard case .running = state else { return false }
            state = .waiting(next)
            return true
        }
    }
}
