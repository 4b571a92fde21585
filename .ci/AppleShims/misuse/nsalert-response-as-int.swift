// `runModal()` returns an NSApplication.ModalResponse, not an Int.
// expect: cannot convert value of type 'NSApplication.ModalResponse' to specified type 'Int'
import AppKit

@MainActor func choseFirst(_ alert: NSAlert) -> Bool {
    let response: Int = alert.runModal()
    return response == 1000
}
