// `button(for:)` takes the ModalResponse the alert returned, not a raw code.
// expect: cannot convert value of type 'Int' to expected argument type 'NSApplication.ModalResponse'
import AppKit
import ErrorHandling
import ErrorHandlingAppKit

@MainActor func first(_ alert: NSAlert) -> ErrorPresentation.Button? {
    alert.button(for: 1000)
}
