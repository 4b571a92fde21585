/// What the code that hands an error to a handler binds around each action the handler runs,
/// and tells when the handling has ended.
///
/// An ``ErrorCenter`` binds the report being handled, so that what an action hands back to
/// the center — a presentation now, or one from a task the action starts — is counted for that
/// report. A view that presents assessed errors itself is also given the scope
/// (see ``AssessmentPresenting/present(_:in:recording:completing:)``).
protocol HandlingScope: AnyObject, Sendable {
    /// Where a handler without a live view of its own presents what its rules show, while it
    /// handles an error in this scope: the center of the report.
    var presenter: (any AssessmentPresenting)? { get }

    /// Runs `body` inside the scope.
    func run(_ body: () -> Void)

    /// The handling the scope was given to has ended: its last action has completed.
    func handlingEnded()
}

/// How deeply error handling is nested where the current code runs: 0 outside any handling,
/// 1 inside an action handling an error, 2 inside an action handling an error raised by such
/// an action, and so on.
enum HandlingDepth {
    @TaskLocal static var current = 0
}
