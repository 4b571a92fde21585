// AccessibilityNotification and post() — REFERENCE.md "AccessibilityNotification (iOS 17) and post()".
public import Foundation

public enum AccessibilityNotification {
    public struct Announcement: _AccessibilityNotifications {
        public init(_ announcement: AttributedString) { fatalError() }
        public init(_ announcement: String) { fatalError() }
        public init(_ announcement: NSAttributedString) { fatalError() }
        public typealias Info = NSAttributedString
    }
    public struct LayoutChanged: _AccessibilityNotifications {
        public init(_ element: Any?) { fatalError() }
        public typealias Info = Any?
    }
    public struct ScreenChanged: _AccessibilityNotifications {
        public init(_ element: Any?) { fatalError() }
        public typealias Info = Any?
    }
    public struct PageScrolled: _AccessibilityNotifications {
        public init(_ announcement: AttributedString) { fatalError() }
        public init(_ announcement: String) { fatalError() }
        public init(_ announcement: NSAttributedString) { fatalError() }
        public typealias Info = NSAttributedString
    }
}

public protocol _AccessibilityNotifications {
    associatedtype Info
    func post()
}

extension _AccessibilityNotifications {
    public func post() { fatalError() }
}
