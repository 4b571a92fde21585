import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

/// The UI-neutral half of `presentAlerts(from:)` / `presentAlerts(in:)`, with a recording
/// platform.
@Suite("ErrorCenter alert presenter", .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterAlertPresenterTests {
    /// Records what the presenter asks the platform to do.
    @MainActor final class Screen {
        var shown: [ErrorPresentation] = []
        var hides = 0

        func presenter(for center: ErrorCenter) -> ErrorCenterAlertPresenter {
            ErrorCenterAlertPresenter(center: center) {
                self.shown.append($0)
            } hide: {
                self.hides += 1
            }
        }
    }

    /// Lets the presenter's main-actor update after an observed change run.
    private func settle() async {
        for _ in 0..<20 {
            await Task.yield()
        }
    }

    @Test func theCurrentAlertShowsAtOnceAndLaterOnesAfterIt() async {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let screen = Screen()
        let presenter = screen.presenter(for: center)
        #expect(screen.shown.map(\.error).compactMap { ($0 as? KeyedError)?.errorCode } == [1])

        center.report(KeyedError(errorCode: 2))
        await settle()
        #expect(screen.shown.count == 1)

        await screen.shown[0].buttons[0].action()  // the tap
        await settle()
        #expect(screen.shown.compactMap { ($0.error as? KeyedError)?.errorCode } == [1, 2])
        withExtendedLifetime(presenter) {}
    }

    @Test func aTapRunsTheCentersButtonOnceThroughTheCenter() async {
        let taps = Counter()
        let center = ErrorCenter()
        center.handle(KeyedError(errorCode: 1), displayType: .alert(.retry { taps.increment() }))
        let screen = Screen()
        let presenter = screen.presenter(for: center)

        let button = screen.shown[0].buttons[0]
        await button.action()
        await button.action()
        while taps.value == 0 {
            await Task.yield()
        }
        await settle()

        #expect(taps.value == 1)
        #expect(center.current == nil)
        #expect(screen.hides == 0)
        withExtendedLifetime(presenter) {}
    }

    @Test func anAlertDismissedByCodeIsHiddenAndTheNextShown() async {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 2))
        let screen = Screen()
        let presenter = screen.presenter(for: center)

        center.dismissError()
        await settle()

        #expect(screen.hides == 1)
        #expect(screen.shown.compactMap { ($0.error as? KeyedError)?.errorCode } == [1, 2])
        withExtendedLifetime(presenter) {}
    }

    @Test func theShownCopyHasAnOKWhenThePresentationHasNoButtons() async throws {
        let center = ErrorCenter()
        (center as any ErrorHandlerView).present(
            alert: AlertController(title: "Bare", message: nil, preferredStyle: .alert))
        await center.waitUntilIdle()
        let screen = Screen()
        let presenter = screen.presenter(for: center)
        let shown = try #require(screen.shown.first)
        #expect(shown.title == "Bare")
        #expect(shown.buttons.map(\.role) == [.cancel])
        withExtendedLifetime(presenter) {}
    }

    @Test func aReleasedPresenterStopsShowing() async {
        let center = ErrorCenter()
        let screen = Screen()
        var presenter: ErrorCenterAlertPresenter? = screen.presenter(for: center)
        weak let released = presenter
        presenter = nil
        #expect(released == nil)

        center.report(KeyedError(errorCode: 1))
        await settle()
        #expect(screen.shown.isEmpty)
    }

    @Test func thePresentationOnScreenIsObservedWhenShownAndWhenARepeatRaisesItsCount() async {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        var observed: [Int] = []
        let presenter = ErrorCenterAlertPresenter(center: center) { _ in
        } hide: {
        } observe: {
            observed.append($0.occurrences)
        }
        #expect(observed == [1])

        center.report(KeyedError(errorCode: 1))
        await settle()
        center.report(KeyedError(errorCode: 1))
        await settle()
        center.report(KeyedError(errorCode: 2))
        await settle()
        #expect(observed == [1, 2, 3])
        withExtendedLifetime(presenter) {}
    }
}
