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
        var shown: [ErrorCenterAlertPresenter.Alert] = []
        var updates: [ErrorCenterAlertPresenter.Alert] = []
        var hides = 0

        func presenter(for center: ErrorCenter) -> ErrorCenterAlertPresenter {
            ErrorCenterAlertPresenter(center: center) {
                self.shown.append($0)
            } update: {
                self.updates.append($0)
            } hide: {
                self.hides += 1
            }
        }

        /// The error codes of the presentations shown, in order.
        var shownCodes: [Int] {
            shown.compactMap { ($0.presentation.error as? KeyedError)?.errorCode }
        }
    }

    /// Lets the presenter's main-actor update after an observed change run, before a test
    /// checks that something did not happen. What must happen is waited for with `eventually`.
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
        #expect(screen.shownCodes == [1])

        center.report(KeyedError(errorCode: 2))
        await settle()
        #expect(screen.shown.count == 1)

        screen.shown[0].choose(screen.shown[0].layout.buttons[0].id)  // the tap
        #expect(await eventually { screen.shownCodes == [1, 2] })
        withExtendedLifetime(presenter) {}
    }

    @Test func thePresenterIsHandedTheCentersOwnPresentation() throws {
        let center = ErrorCenter()
        center.handle(KeyedError(errorCode: 1), displayType: .alert(.retry {}))
        let screen = Screen()
        let presenter = screen.presenter(for: center)

        let current = try #require(center.current)
        let alert = try #require(screen.shown.first)
        #expect(alert.presentation.id == current.id)
        #expect(alert.presentation.title == current.title)
        #expect(alert.presentation.buttons.map(\.id) == current.buttons.map(\.id))
        #expect(alert.layout.buttons.map(\.id) == AlertButtonLayout(current).buttons.map(\.id))
        #expect(alert.title == current.title)
        withExtendedLifetime(presenter) {}
    }

    @Test func choosingAButtonIdRunsThatButtonsActionOnceAndShowsTheNextAlert() async throws {
        let taps = Counter()
        let center = ErrorCenter()
        center.handle(KeyedError(errorCode: 1), displayType: .alert(.retry { taps.increment() }))
        center.report(KeyedError(errorCode: 2))
        let screen = Screen()
        let presenter = screen.presenter(for: center)

        let alert = try #require(screen.shown.first)
        let retry = try #require(alert.presentation.buttons.first { $0.role != .cancel })
        alert.choose(retry.id)
        alert.choose(retry.id)
        #expect(await eventually { taps.value > 0 && screen.shownCodes == [1, 2] })
        await settle()

        #expect(taps.value == 1)
        #expect(screen.shownCodes == [1, 2])
        #expect((center.current?.error as? KeyedError)?.errorCode == 2)
        #expect(screen.hides == 0)
        withExtendedLifetime(presenter) {}
    }

    @Test func aRepeatUpdatesTheCountInTheTitleOfTheAlertOnScreen() async throws {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let screen = Screen()
        let presenter = screen.presenter(for: center)
        let alert = try #require(screen.shown.first)
        #expect(alert.title == alert.presentation.title)

        let title = alert.presentation.title
        center.report(KeyedError(errorCode: 1))
        #expect(await eventually { screen.updates.count == 1 })
        center.report(KeyedError(errorCode: 1))
        #expect(await eventually { screen.updates.count == 2 })
        await settle()

        #expect(screen.updates.map(\.title) == ["\(title) (×2)", "\(title) (×3)"])
        #expect(screen.updates.allSatisfy { $0.presentation.id == alert.presentation.id })
        #expect(screen.shown.count == 1)
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
        #expect(await eventually { screen.hides == 1 && screen.shownCodes == [1, 2] })
        await settle()

        #expect(screen.hides == 1)
        #expect(screen.shownCodes == [1, 2])
        withExtendedLifetime(presenter) {}
    }

    @Test func aPresentationWithoutButtonsGetsAnOKThatOnlyDismissesIt() async throws {
        let center = ErrorCenter()
        (center as any ErrorHandlerView).present(
            alert: AlertController(title: "Bare", message: nil, preferredStyle: .alert))
        await center.waitUntilIdle()
        let screen = Screen()
        let presenter = screen.presenter(for: center)
        let alert = try #require(screen.shown.first)
        #expect(alert.title == "Bare")
        #expect(alert.presentation.buttons.isEmpty)
        #expect(alert.layout.buttons.map(\.role) == [.cancel])

        alert.choose(alert.layout.buttons[0].id)
        #expect(await eventually { center.current == nil })
        await settle()
        #expect(screen.hides == 0)
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

    @Test func aTapOnAnAlertLeftOnScreenByAReleasedPresenterStillReachesTheCenter() throws {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let screen = Screen()
        var presenter: ErrorCenterAlertPresenter? = screen.presenter(for: center)
        let alert = try #require(screen.shown.first)
        weak let released = presenter
        presenter = nil
        #expect(released == nil)

        alert.choose(alert.layout.buttons[0].id)
        #expect(center.current == nil)
    }
}
