/// A view that makes the presentation of an assessed error itself, for
/// ``ActionHandler/presentError``: the link of an ``ErrorCenter``, which counts a repeat as one
/// more occurrence of what it shows and decides the buttons before it builds the rest.
protocol AssessmentPresenting: ErrorHandlerView, AnyObject {
    /// The words ``present(_:in:recording:completing:)`` shows of the error `assessment` stands for,
    /// worked out by the function that builds the presentation, for the log of a handling whose
    /// first step is another.
    /// - Parameter scope: The scope the handling was given.
    func presentedText(of assessment: ErrorAssessment, in scope: (any HandlingScope)?) -> String

    /// Shows the error `assessment` stands for. A presentation that keeps the chain waiting takes
    /// its completion from `completion`, and the chain goes on through it once the chosen
    /// button's action has finished or the presentation is gone without a choice; when the
    /// error only raised the occurrences of a presentation shown or waiting, nothing takes it,
    /// and the chain goes on at once.
    ///
    /// It runs where the step starts, at the depth of the handling, without the scope bound:
    /// what runs the app's code here (reading the error's texts, a logger) runs one level
    /// deeper, so that an error handled from there counts as nested.
    /// - Parameters:
    ///   - scope: The scope the handling was given.
    ///   - record: The record of the handled error, when this is its first step: write it, once,
    ///     with the words shown (``ErrorPresentation/presentedText``).
    func present(
        _ assessment: ErrorAssessment, in scope: (any HandlingScope)?,
        recording record: HandlingLog.PendingRecord?,
        completing completion: () -> StepCompletion)
}
