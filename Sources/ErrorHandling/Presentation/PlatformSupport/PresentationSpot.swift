/// Where a window shows a new alert now: UIKit presents only from a controller that presents
/// nothing, and presents nothing from a controller whose presented controller is leaving.
package enum PresentationSpot<Controller> {
    /// Present from this controller: the top-most one presented in the window.
    case present(from: Controller)
    /// This controller is animating away; ask again once it is gone, as presenting from the
    /// controller under it would fail.
    case waitForDismissal(of: Controller)
    /// The window has no root controller (the root view is in no window yet): wait for one.
    case noController

    /// The spot in `window` now.
    /// - Parameter window: The window, or `nil` when there is none.
    @MainActor
    package init<Window: PresentingWindow>(in window: Window?) where Window.Controller == Controller {
        guard let root = window?.rootController else {
            self = .noController
            return
        }
        let top = PresentationChain.topMost(
            from: root, presented: { $0.presentedController }, isLeaving: { $0.isBeingDismissed })
        if let leaving = top.presentedController {
            self = .waitForDismissal(of: leaving)
        } else {
            self = .present(from: top)
        }
    }
}
