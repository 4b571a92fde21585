// UIAlertController, UIAlertAction — REFERENCE.md "UIAlertController, UIAlertAction — Swift".

extension UIAlertAction {
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}

extension UIAlertController {
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }
}

public enum UIAlertControllerSeverity: Int, @unchecked Sendable {
    case `default` = 0
    case critical = 1
}

@MainActor @preconcurrency open class UIAlertAction: NSObject, NSCopying {
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        fatalError()
    }
    open var title: String? { fatalError() }
    open var style: UIAlertAction.Style { fatalError() }
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

@MainActor @preconcurrency open class UIAlertController: UIViewController {
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        fatalError()
    }
    open func addAction(_ action: UIAlertAction) { fatalError() }
    open var actions: [UIAlertAction] { fatalError() }
    open var preferredAction: UIAlertAction? {
        get { fatalError() }
        set { fatalError() }
    }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { fatalError() }
    open var textFields: [UITextField]? { fatalError() }
    open override var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var message: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var preferredStyle: UIAlertController.Style { fatalError() }
    open var severity: UIAlertControllerSeverity {
        get { fatalError() }
        set { fatalError() }
    }
}
