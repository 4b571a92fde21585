// NSAlert, NSAlert.Style — REFERENCE.md "NSAlert — Swift (Apple docs declarations)".

@MainActor @preconcurrency open class NSAlert: NSObject {
    public override init() { fatalError() }
    public convenience init(error: any Error) { fatalError() }
    open var messageText: String
    open var informativeText: String
    open var buttons: [NSButton] { fatalError() }
    open var alertStyle: NSAlert.Style
    open func addButton(withTitle title: String) -> NSButton { fatalError() }
    open var window: NSWindow { fatalError() }
    open func runModal() -> NSApplication.ModalResponse { fatalError() }
    open func beginSheetModal(
        for sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
    ) { fatalError() }
    open func beginSheetModal(for sheetWindow: NSWindow) async -> NSApplication.ModalResponse { fatalError() }
}

extension NSAlert {
    public enum Style: UInt, @unchecked Sendable {
        case warning = 0
        case informational = 1
        case critical = 2
    }
}
