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
