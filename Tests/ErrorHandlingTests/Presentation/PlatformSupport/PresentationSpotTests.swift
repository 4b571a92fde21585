import ErrorHandling
import Testing

/// Where a window shows an alert over whatever is presented in it.
@Suite("Presentation spot in a window")
@MainActor
struct PresentationSpotTests {
    private func spot(in window: FakeWindow?) -> String {
        switch PresentationSpot(in: window) {
        case .present(let controller): "present from \(controller.name)"
        case .waitForDismissal(let controller): "wait for \(controller.name)"
        case .noController: "no controller"
        }
    }

    @Test func aWindowThatPresentsNothingPresentsFromItsRootController() {
        #expect(spot(in: FakeWindow("main")) == "present from root")
    }

    @Test func theAlertGoesOverSheetsCoversAndPopoversAtTheTop() {
        let root = FakeController(
            "root", presenting: FakeController("sheet", presenting: FakeController("popover")))

        #expect(spot(in: FakeWindow("main", root: root)) == "present from popover")
    }

    @Test func whileTheTopControllerIsBeingDismissedTheAlertWaitsForIt() {
        let leaving = FakeController("leaving alert")
        leaving.isBeingDismissed = true
        let root = FakeController("root", presenting: FakeController("sheet", presenting: leaving))

        #expect(spot(in: FakeWindow("main", root: root)) == "wait for leaving alert")
        root.presentedController?.presentedController = nil
        #expect(spot(in: FakeWindow("main", root: root)) == "present from sheet")
    }

    @Test func aLeavingSheetUnderAnotherControllerMakesTheAlertWaitForTheSheet() {
        let sheet = FakeController("sheet", presenting: FakeController("cover"))
        sheet.isBeingDismissed = true

        #expect(
            spot(in: FakeWindow("main", root: FakeController("root", presenting: sheet))) == "wait for sheet")
    }

    @Test func withoutAWindowOrARootControllerThereIsNoSpotYet() {
        #expect(spot(in: nil) == "no controller")
        #expect(spot(in: FakeWindow("detached", root: nil)) == "no controller")
    }
}
