// NSAlert adds buttons with `addButton(withTitle:)`.
// expect: missing argument label 'withTitle:' in call
import AppKit

@MainActor func confirm() -> NSAlert {
    let alert = NSAlert()
    alert.addButton("OK")
    return alert
}
