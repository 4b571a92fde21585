// UIAccessibility.post(notification:argument:) and .announcement — REFERENCE.md, as the
// current SDK declares them (REFERENCE.md "What changed", rows 6 and 7).

public struct UIAccessibility {
    public init(_reserved: UnsafeMutableRawPointer) { fatalError() }
    public var _reserved: UnsafeMutableRawPointer
}

extension UIAccessibility {
    public struct Notification: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: UInt32) { fatalError() }
        public var rawValue: UInt32
    }
}

extension UIAccessibility {
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
}

extension UIAccessibility.Notification {
    public static var screenChanged: UIAccessibility.Notification { fatalError() }
    public static var layoutChanged: UIAccessibility.Notification { fatalError() }
    nonisolated public static var announcement: UIAccessibility.Notification { fatalError() }
}
