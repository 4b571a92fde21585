// UIResponder, UIViewController — REFERENCE.md "UIResponder — Swift", "UIViewController — Swift".
// Objective-C main-actor isolation is pre-concurrency isolation: `@MainActor @preconcurrency`
// (REFERENCE.md "UIKit (Objective-C, imported)"). `view`, `viewIfLoaded`, `isBeingDismissed`,
// `popoverPresentationController`, `viewDidLoad()`, UIApplication, UIView and
// UIPopoverPresentationController are not in REFERENCE.md (NOT-IN-REFERENCE.md).

@MainActor @preconcurrency open class UIResponder: NSObject {}

@MainActor @preconcurrency open class UIApplication: UIResponder {}

@MainActor @preconcurrency open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public init?(coder: NSCoder) { fatalError() }
    open var title: String?
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { fatalError() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open func viewDidLoad() { fatalError() }
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    open var viewIfLoaded: UIView? { fatalError() }
    open var isBeingDismissed: Bool { fatalError() }
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
}

@MainActor @preconcurrency open class UIView: UIResponder {
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var window: UIWindow? { fatalError() }
}

@MainActor @preconcurrency open class UIWindow: UIView {}

@MainActor @preconcurrency open class UIControl: UIView {}

@MainActor @preconcurrency open class UITextField: UIControl {}

@MainActor @preconcurrency open class UIPresentationController: NSObject {}

@MainActor @preconcurrency open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }
    open var sourceRect: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
}
