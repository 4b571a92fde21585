/// A view that makes the presentation of an assessed error itself, for
/// ``ActionHandler/presentError``: the link of an ``ErrorCenter``, which builds nothing for a
/// repeat it only counts and decides the buttons before it builds the rest.
protocol AssessmentPresenting: ErrorHandlerView {
    /// Shows the error `assessment` stands for; the chain goes on through `completion` once the
    /// chosen button's action has finished, or the presentation is gone without a choice.
    func present(_ assessment: ErrorAssessment, completing completion: StepCompletion)
}
