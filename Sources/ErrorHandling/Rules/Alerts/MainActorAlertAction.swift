/// A button of an ``AlertController`` carried inside a `Sendable` ``ErrorPresentation/Button``.
///
/// `@unchecked Sendable` is safe here; this box is the library's one documented exception for
/// alert handlers. It holds the alert and the index of one of its buttons, and all it ever does
/// is run that button's handler, always on the main actor (``perform()`` is `@MainActor`; the
/// button's `async` action hops there). So the handler, which is not `Sendable` because it
/// captures its caller's completion, never runs on two threads at once. An alert's title,
/// message, style and buttons do not change once it is built, so reading them is safe too.
/// The box keeps the alert alive as long as the presentation's buttons are, so the handling
/// chain that presented it waits for a tap instead of going on when the original alert would
/// have been released.
struct MainActorAlertAction: @unchecked Sendable {
    let alert: AlertController
    let index: Int

    /// Runs the button's handler, as a tap would.
    @MainActor func perform() {
        alert.actions[index].perform()
    }
}
