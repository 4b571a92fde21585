import ErrorHandling
import Testing

@Suite("Platform alerts show the buttons with the cancel button last")
struct AlertButtonLayoutTests {
    struct Failure: Error {}

    private func presentation(_ buttons: [ErrorPresentation.Button]) -> ErrorPresentation {
        ErrorPresentation(title: "Failed", buttons: buttons, error: Failure())
    }

    @Test("The cancel button moves last and the others keep their order")
    func cancelButtonComesLast() {
        let layout = AlertButtonLayout(
            presentation([
                ErrorPresentation.Button(title: "Cancel", role: .cancel),
                ErrorPresentation.Button(title: "Retry"),
                ErrorPresentation.Button(title: "Delete", role: .destructive),
            ]))

        #expect(layout.buttons.map(\.title) == ["Retry", "Delete", "Cancel"])
        #expect(layout.escapeKeyIndex == 2)
    }

    @Test("A response index maps back to the button shown at that position")
    func indexMapsToButton() {
        let layout = AlertButtonLayout(
            presentation([
                ErrorPresentation.Button(title: "Cancel", role: .cancel),
                ErrorPresentation.Button(title: "Retry"),
            ]))

        #expect(layout.button(at: 0)?.title == "Retry")
        #expect(layout.button(at: 1)?.title == "Cancel")
        #expect(layout.button(at: 2) == nil)
        #expect(layout.button(at: -1) == nil)
    }

    @Test("A presentation without buttons gets one OK button that cancels")
    func noButtonsGetsOK() {
        let layout = AlertButtonLayout(presentation([]))

        #expect(layout.buttons.map(\.title) == [StandardButtonTitle.ok.localized()])
        #expect(layout.buttons.map(\.role) == [.cancel])
    }

    @Test("Without a cancel button, no button answers the Escape key")
    func noEscapeKeyWithoutCancelButton() {
        let layout = AlertButtonLayout(presentation([ErrorPresentation.Button(title: "Retry")]))

        #expect(layout.escapeKeyIndex == nil)
    }

    @Test("A lone cancel button stays the default button instead of answering Escape")
    func loneCancelButtonKeepsReturnKey() {
        let layout = AlertButtonLayout(
            presentation([ErrorPresentation.Button(title: "Close", role: .cancel)]))

        #expect(layout.escapeKeyIndex == nil)
    }

    @Test("An action sheet without an anchor falls back to an alert")
    func actionSheetWithoutAnchorBecomesAlert() {
        #expect(AlertControllerStyle.actionSheet.anchored(hasAnchor: false) == .alert)
        #expect(AlertControllerStyle.actionSheet.anchored(hasAnchor: true) == .actionSheet)
        #expect(AlertControllerStyle.alert.anchored(hasAnchor: false) == .alert)
    }
}
