import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

/// The SwiftUI alert host's binding sequence, simulated against a real center: SwiftUI calls
/// the `isPresented` setter and the tapped button in either order, both on the presentation
/// rendered by the same evaluation of the view.
@Suite("Alert host binding", .timeLimit(.minutes(10)))
@MainActor
struct AlertHostBindingTests {
    enum Order: CaseIterable {
        case setterThenButton, buttonThenSetter, setterTwiceThenButton
    }

    /// A center showing an alert whose one button counts its taps, with another alert waiting.
    private func center(counting taps: Counter) -> ErrorCenter {
        let center = ErrorCenter()
        center.handle(KeyedError(errorCode: 1), displayType: .alert(.retry { taps.increment() }))
        center.report(KeyedError(errorCode: 2))
        return center
    }

    @Test(arguments: Order.allCases)
    func theButtonRunsOnceAndTheNextAlertStays(_ order: Order) async throws {
        let taps = Counter()
        let center = center(counting: taps)
        let rendered = AlertHostBinding(center: center, isPresenter: true)
        let button = try #require(rendered.buttons.first)
        #expect(rendered.isPresented(asActionSheet: false))

        switch order {
        case .setterThenButton:
            rendered.setPresented(false)
            rendered.choose(button)
        case .buttonThenSetter:
            rendered.choose(button)
            rendered.setPresented(false)
        case .setterTwiceThenButton:
            rendered.setPresented(false)
            rendered.setPresented(false)
            rendered.choose(button)
        }
        #expect(await eventually { taps.value > 0 })
        // Time for a second run, which must not come.
        for _ in 0..<20 {
            await Task.yield()
        }

        #expect(taps.value == 1)
        #expect((center.current?.error as? KeyedError)?.errorCode == 2)
        #expect(!rendered.isPresented(asActionSheet: false))
        #expect(AlertHostBinding(center: center, isPresenter: true).isPresented(asActionSheet: false))
    }

    @Test func aLateSetterOfTheOldRenderingDoesNotCloseTheNextAlert() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 2))
        let old = AlertHostBinding(center: center, isPresenter: true)

        old.choose(old.buttons[0])
        _ = AlertHostBinding(center: center, isPresenter: true)  // SwiftUI renders the next one
        old.setPresented(false)

        #expect((center.current?.error as? KeyedError)?.errorCode == 2)
    }

    @Test func anActionSheetIsPresentedAsADialogOnly() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1), style: .actionSheet)
        let state = AlertHostBinding(center: center, isPresenter: true)
        #expect(state.isPresented(asActionSheet: true))
        #expect(!state.isPresented(asActionSheet: false))
    }

    @Test func aHostThatDoesNotPresentShowsNothingAndClosesNothing() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let outer = AlertHostBinding(center: center, isPresenter: false)
        #expect(outer.presentation == nil)
        #expect(!outer.isPresented(asActionSheet: false))
        outer.setPresented(false)
        #expect(center.current != nil)
    }

    @Test func theTitleCountsOccurrences() {
        let center = ErrorCenter()
        let handler = center.handler.child()
            .on(
                error: .type(KeyedError.self),
                then: .present(alert: ConfirmableAlert(title: "Lost", confirmTitle: "OK")))
        center.report(KeyedError(errorCode: 1), using: handler)
        center.report(KeyedError(errorCode: 1), using: handler)
        #expect(AlertHostBinding(center: center, isPresenter: true).title == "Lost (×2)")
    }

    @Test func anAlertWithoutButtonsGetsAnOKThatClosesIt() async throws {
        let center = ErrorCenter()
        (center as any ErrorHandlerView).present(
            alert: AlertController(title: "Bare", message: nil, preferredStyle: .alert))
        await center.waitUntilIdle()
        let state = AlertHostBinding(center: center, isPresenter: true)
        let ok = try #require(state.buttons.first)
        #expect(state.buttons.count == 1 && ok.role == .cancel)
        state.choose(ok)
        #expect(center.current == nil)
    }
}
