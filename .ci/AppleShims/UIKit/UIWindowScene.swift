// UIWindow's scene, root controller, key status and level; UIScene, UIWindowScene; UIView's
// `isUserInteractionEnabled`, `isHidden`, `backgroundColor`; UIColor. Current SDK (iOS 27)
// spellings from Apple's documentation; none is in REFERENCE.md (NOT-IN-REFERENCE.md).
// The shim's UIWindow and UIView are declared in UIViewController.swift, so their members
// here are written in extensions (as `public`, which reads the same for callers).

@MainActor @preconcurrency open class UIScene: UIResponder {}

@MainActor @preconcurrency open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { fatalError() }
    open var keyWindow: UIWindow? { fatalError() }
}

extension UIWindow {
    public convenience init(windowScene: UIWindowScene) { fatalError() }
    public var windowScene: UIWindowScene? {
        get { fatalError() }
        set { fatalError() }
    }
    public var rootViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }
    public var isKeyWindow: Bool { fatalError() }
    public var windowLevel: UIWindow.Level {
        get { fatalError() }
        set { fatalError() }
    }

    public struct Level: Hashable, Equatable, RawRepresentable, Sendable {
        public init(_ rawValue: CGFloat) { fatalError() }
        public init(rawValue: CGFloat) { fatalError() }
        public var rawValue: CGFloat
        public static var normal: UIWindow.Level { fatalError() }
        public static var statusBar: UIWindow.Level { fatalError() }
        public static var alert: UIWindow.Level { fatalError() }
    }
}

extension UIView {
    public var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
}

open class UIColor: NSObject, @unchecked Sendable {
    open class var clear: UIColor { fatalError() }
}
