// UIViewController.transitionCoordinator and the coordinator protocols, as Apple's
// documentation shows them for the current SDK (iOS 27); not in REFERENCE.md
// (NOT-IN-REFERENCE.md). Only the members the adapters use are declared.

@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewController {
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
}
