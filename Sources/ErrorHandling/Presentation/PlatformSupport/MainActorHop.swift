import Foundation

/// How the UIKit and AppKit presenters reach the main actor from a `nonisolated`
/// ``ErrorHandlerView/present(alert:)``.
package enum MainActorHop {
    /// Runs `body` at once when the caller is on the main thread, so an alert raised by main
    /// thread code is queued before the caller goes on; from any other thread, `body` runs on
    /// the main actor soon after.
    /// - Parameters:
    ///   - isMainThread: Whether the caller is on the main thread; tests on Linux, where the
    ///     main actor need not run on the main thread, pass it.
    ///   - body: The work to do on the main actor.
    package static func run(
        isMainThread: Bool = Thread.isMainThread,
        _ body: @escaping @MainActor @Sendable () -> Void
    ) {
        if isMainThread {
            MainActor.assumeIsolated(body)
        } else {
            Task { @MainActor in body() }
        }
    }
}

extension MainActorHop {
    /// Shows `presentation` on the main actor with `show`, the way every platform view
    /// presents, unless `view` is gone by then. The presentation keeps the handling chain that
    /// made it waiting, so the chain goes on once a button's action is done, or once `show`
    /// lets the presentation go without a choice.
    /// - Parameters:
    ///   - presentation: What to show.
    ///   - view: The view that shows it; held weakly until the main actor gets to it.
    ///   - isMainThread: Whether the caller is on the main thread.
    ///   - show: Shows the presentation on the view.
    package static func present<View: AnyObject & Sendable>(
        _ presentation: ErrorPresentation,
        on view: View,
        isMainThread: Bool = Thread.isMainThread,
        show: @escaping @MainActor @Sendable (View, ErrorPresentation) -> Void
    ) {
        run(isMainThread: isMainThread) { [weak view] in
            guard let view else { return }
            show(view, presentation)
        }
    }
}
