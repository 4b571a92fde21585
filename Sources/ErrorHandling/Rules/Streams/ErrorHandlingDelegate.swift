/// Takes over the failures of a stream or pipeline from the handler, when a screen wants to do
/// more than the app-wide rules do.
///
/// It is called on the task where the failure happened. A main-actor view model implements it
/// `nonisolated` and hops to the main actor itself:
///
/// ```swift
/// @MainActor @Observable final class FeedModel: ErrorHandlingDelegate {
///     var banner: String?
///
///     nonisolated func present(for error: any Error) {
///         Task { @MainActor in self.banner = error.localizedDescription }
///     }
/// }
/// ```
public protocol ErrorHandlingDelegate: AnyObject, Sendable {
    /// Shows or otherwise deals with `error` instead of the handler.
    /// - Parameter error: The failure of the stream or pipeline.
    func present(for error: any Error)
}
