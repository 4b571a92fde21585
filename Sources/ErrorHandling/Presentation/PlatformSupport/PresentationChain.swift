/// Where a new alert is presented from: UIKit presents modally only from a controller that is
/// not already presenting something.
package enum PresentationChain {
    /// The last controller in the chain of presented controllers that starts at `root`,
    /// leaving out controllers that are being dismissed.
    /// - Parameters:
    ///   - root: The controller the chain starts at.
    ///   - presented: The controller a controller presents, if any.
    ///   - isLeaving: Whether a controller is being dismissed.
    /// - Returns: The controller to present from; `root` when it presents nothing.
    package static func topMost<Controller>(
        from root: Controller,
        presented: (Controller) -> Controller?,
        isLeaving: (Controller) -> Bool
    ) -> Controller {
        var top = root
        while let next = presented(top), !isLeaving(next) {
            top = next
        }
        return top
    }
}
