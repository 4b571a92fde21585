import ErrorHandling
import Testing

@Suite("Platform alerts show the buttons with the cancel button last")
struct AlertButtonLayoutTests {
    struct Failure: Error {}

    private func presentation(_ buttons: [ErrorPresentation.Button]) -> ErrorPresentation {
        ErrorPresentation(title: "Failed", buttons: buttons, error: Failure())
    }

    @Test func theCancelButtonMovesLastAndTheOthersKeepTheirOrder() {
        let layout = AlertButtonLayout(
            presentation([
                ErrorPresentation.Button(title: "Cancel", role: .cancel),
                ErrorPresentation.Button(title: "Retry"),
                ErrorPresentation.Button(title: "Delete", role: .destructive),
            ]))

        #expect(layout.buttons.map(\.title) == ["Retry", "Delete", "Cancel"])
        #expect(layout.escapeKeyIndex == 2)
    }

    @Test func aResponseIndexMapsBackToTheButtonShownAtThatPosition() {
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

    @Test func aPresentationWithoutButtonsGetsOneOKButtonThatCancels() {
        let layout = AlertButtonLayout(presentation([]))

        #expect(layout.buttons.map(\.title) == [StandardButtonTitle.ok.localized()])
        #expect(layout.buttons.map(\.role) == [.cancel])
    }

    @Test func withoutACancelButtonNoButtonAnswersTheEscapeKey() {
        let layout = AlertButtonLayout(presentation([ErrorPresentation.Button(title: "Retry")]))

        #expect(layout.escapeKeyIndex == nil)
    }

    @Test func aLoneCancelButtonStaysTheDefaultButtonInsteadOfAnsweringEscape() {
        let layout = AlertButtonLayout(
            presentation([ErrorPresentation.Button(title: "Close", role: .cancel)]))

        #expect(layout.escapeKeyIndex == nil)
    }

    @Test func anActionSheetWithoutAnAnchorFallsBackToAnAlert() {
        #expect(!PresentationStyle.actionSheet.showsActionSheet(hasAnchor: false))
        #expect(PresentationStyle.actionSheet.showsActionSheet(hasAnchor: true))
        #expect(!PresentationStyle.alert.showsActionSheet(hasAnchor: true))
        #expect(!PresentationStyle.toast(duration: .seconds(2)).showsActionSheet(hasAnchor: true))
        #expect(!PresentationStyle.inline(field: "email").showsActionSheet(hasAnchor: true))
    }
}
