/// What a center keeps about a presentation besides the value itself.
struct PresentationContext {
    /// The report the presentation stands for, when it is known: where the error was
    /// reported, for the logs, and the action ``ErrorCenter/handle(_:displayType:file:line:function:)``
    /// was asked for.
    let report: Report?
    /// The slot of the presentation, which finds it in its lane.
    let slot: PresentationQueue.Slot
}
