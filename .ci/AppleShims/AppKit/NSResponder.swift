// NSResponder (error presentation), NSApplication.ModalResponse, NSWindow, NSButton —
// REFERENCE.md "NSResponder error presentation", "NSApplication.ModalResponse", "NSWindow,
// NSButton". NSView, NSControl, NSViewController, NSWindowController, `NSViewController.viewIfLoaded`,
// `NSView.window` and `NSButton.keyEquivalent` are not in REFERENCE.md (NOT-IN-REFERENCE.md).
// `presentError(_:modalFor:delegate:didPresent:contextInfo:)` needs `Selector` and is left out.

@MainActor @preconcurrency open class NSResponder: NSObject {
    open func presentError(_ error: any Error) -> Bool { fatalError() }
    open func willPresentError(_ error: any Error) -> any Error { fatalError() }
}

@MainActor @preconcurrency open class NSApplication: NSResponder {}

extension NSApplication {
    public struct ModalResponse: Hashable, RawRepresentable, Sendable {
        public init(_ rawValue: Int) { fatalError() }
        public init(rawValue: Int) { fatalError() }
        public var rawValue: Int
        public static var OK: NSApplication.ModalResponse { fatalError() }
        public static var cancel: NSApplication.ModalResponse { fatalError() }
        public static var `continue`: NSApplication.ModalResponse { fatalError() }
        public static var stop: NSApplication.ModalResponse { fatalError() }
        public static var abort: NSApplication.ModalResponse { fatalError() }
        public static var alertFirstButtonReturn: NSApplication.ModalResponse { fatalError() }
        public static var alertSecondButtonReturn: NSApplication.ModalResponse { fatalError() }
        public static var alertThirdButtonReturn: NSApplication.ModalResponse { fatalError() }
    }
}

@MainActor @preconcurrency open class NSWindow: NSResponder {
    open var attachedSheet: NSWindow? { fatalError() }
    open func endSheet(_ sheetWindow: NSWindow) { fatalError() }
}

@MainActor @preconcurrency open class NSWindowController: NSResponder {
    open var window: NSWindow? {
        get { fatalError() }
        set { fatalError() }
    }
    open func windowDidLoad() { fatalError() }
}

@MainActor @preconcurrency open class NSView: NSResponder {
    open var window: NSWindow? { fatalError() }
}

@MainActor @preconcurrency open class NSControl: NSView {}

@MainActor @preconcurrency open class NSButton: NSControl {
    open var title: String {
        get { fatalError() }
        set { fatalError() }
    }
    open var keyEquivalent: String {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor @preconcurrency open class NSViewController: NSResponder {
    open var view: NSView {
        get { fatalError() }
        set { fatalError() }
    }
    open var viewIfLoaded: NSView? { fatalError() }
}
