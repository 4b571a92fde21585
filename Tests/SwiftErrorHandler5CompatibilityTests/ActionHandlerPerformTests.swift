import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

// Tests written against SwiftErrorHandler 5's internal `ActionHandler.perform(on:for:onCompleted:)`,
// through `@testable import`: the returned closure starts the action, and `onCompleted` runs
// once when it has completed.

private enum LegacyError: Error {
    case failed
}

@Suite("ActionHandler.perform(on:for:onCompleted:), as SwiftErrorHandler 5 had it")
struct ActionHandlerPerformTests {
    @Test func doNothingCompletesWhenStarted() {
        var completed = 0
        let start = ActionHandler.doNothing.perform(
            on: RecordingPresenter(), for: LegacyError.failed, onCompleted: { completed += 1 })
        #expect(completed == 0)

        start()

        #expect(completed == 1)
    }

    @Test func performHandsTheErrorToTheActionAndCompletesWhenItSaysSo() {
        var received: [String] = []
        var completed = 0
        let action = ActionHandler.perform { error, onCompleted in
            received.append("\(error)")
            onCompleted?()
            onCompleted?()
        }

        action.perform(on: RecordingPresenter(), for: LegacyError.failed, onCompleted: { completed += 1 })()

        #expect(received == ["failed"])
        #expect(completed == 1)
    }

    @Test func presentShowsTheAlertOnTheViewAndCompletesWhenAButtonIsTapped() {
        let presenter = RecordingPresenter()
        var completed = 0
        let action = ActionHandler.present(alert: ConfirmableAlert(title: "Failed", confirmTitle: "OK"))

        action.perform(on: presenter, for: LegacyError.failed, onCompleted: { completed += 1 })()

        #expect(presenter.presentedAlerts.map(\.title) == ["Failed"])
        #expect(completed == 0)
        #expect(presenter.tap("OK"))
        #expect(completed == 1)
    }

    @Test func aNilCompletionIsAllowed() {
        let presenter = RecordingPresenter()
        ActionHandler.presentError.perform(on: presenter, for: LegacyError.failed, onCompleted: nil)()
        #expect(presenter.presentedAlerts.count == 1)
    }

    @Test func anAlertLeftOnTheViewDoesNotKeepTheViewAlive() {
        weak var released: RecordingPresenter?
        do {
            let presenter = RecordingPresenter()
            released = presenter
            ActionHandler.presentError.perform(on: presenter, for: LegacyError.failed, onCompleted: nil)()
            #expect(presenter.presentedAlerts.count == 1)
        }
        #expect(released == nil)
    }
}
