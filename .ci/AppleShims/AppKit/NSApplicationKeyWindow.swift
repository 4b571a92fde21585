// NSApplication.shared, NSApplication.keyWindow, NSWindow.isKeyWindow,
// NSWindow.didBecomeKeyNotification, as Apple's
// documentation shows them for the current SDK (macOS 27); not in REFERENCE.md
// (NOT-IN-REFERENCE.md). NSApplication and NSWindow are declared in NSResponder.swift, so
// their members here are written in extensions.

extension NSApplication {
    public class var shared: NSApplication { fatalError() }
    public var keyWindow: NSWindow? { fatalError() }
}

extension NSWindow {
    public var isKeyWindow: Bool { fatalError() }
}

extension NSWindow {
    public static var didBecomeKeyNotification: NSNotification.Name { fatalError() }
}
