/// A view that makes the presentation of an assessed error itself, for
/// ``ActionHandler/presentError``: the link of an ``ErrorCenter``, which builds nothing for a
/// repeat it only counts and decides the buttons before it builds the rest.
protocol AssessmentPresenting: ErrorHandlerView, AnyObject {
    /// Counts the error `assessment` stands for as one more occurrence of a presentation shown
    /// or waiting, when that is all showing it would do, and builds nothing.
    /// - Parameter scope: The scope the handling was given, which is not bound here.
    /// - Returns: Whether it did; the step is then done.
    func foldsRepeat(of assessment: ErrorAssessment, in scope: (any HandlingScope)?) -> Bool

    /// The words ``present(_:completing:)`` shows of the error `assessment` stands for, worked
    /// out by the function that builds the presentation, for the log.
    /// - Parameter scope: The scope the handling was given.
    func presentedText(of assessment: ErrorAssessment, in scope: (any HandlingScope)?) -> String

    /// Shows the error `assessment` stands for; the chain goes on through `completion` once the
    /// chosen button's action has finished, or the presentation is gone without a choice.
    func present(_ assessment: ErrorAssessment, completing completion: StepCompletion)
}
