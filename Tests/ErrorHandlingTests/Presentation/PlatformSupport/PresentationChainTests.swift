import ErrorHandling
import Testing

@Suite("Alerts are presented from the top-most presented controller")
struct PresentationChainTests {
    final class Controller {
        let name: String
        var presented: Controller?
        var isBeingDismissed = false

        init(_ name: String, presenting presented: Controller? = nil) {
            self.name = name
            self.presented = presented
        }
    }

    private func topMost(from root: Controller) -> String {
        PresentationChain.topMost(from: root, presented: \.presented, isLeaving: \.isBeingDismissed).name
    }

    @Test func aControllerThatPresentsNothingPresentsTheAlertItself() {
        #expect(topMost(from: Controller("root")) == "root")
    }

    @Test func theAlertGoesOnTopOfTheLastControllerInTheChain() {
        let root = Controller("root", presenting: Controller("sheet", presenting: Controller("modal")))

        #expect(topMost(from: root) == "modal")
    }

    @Test func aControllerThatIsBeingDismissedIsSkipped() {
        let leaving = Controller("old alert")
        leaving.isBeingDismissed = true
        let root = Controller("root", presenting: Controller("sheet", presenting: leaving))

        #expect(topMost(from: root) == "sheet")
    }
}
