import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter dismissal", .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterDismissalTests {
    enum Order: CaseIterable {
        case buttonFirst, closeFirst, buttonTwice
    }

    /// A center whose current alert has one button counting its taps, and one more alert
    /// waiting.
    private func centerWithCountingAlert(_ taps: Counter) -> ErrorCenter {
        let center = ErrorCenter()
        let handler = center.handler.child()
            .on(
                error: .type(KeyedError.self),
                then: .present(
                    alert: ConfirmableAlert(title: "Counted", confirmTitle: "Tap") { _ in taps.increment() }))
        center.report(KeyedError(errorCode: 1), using: handler)
        center.report(URLError(.timedOut))
        return center
    }

    @Test(arguments: Order.allCases)
    func theChosenButtonRunsExactlyOnceWhateverTheOrder(_ order: Order) async throws {
        let taps = Counter()
        let center = centerWithCountingAlert(taps)
        let presentation = try #require(center.current)
        let button = try #require(presentation.buttons.first).id

        switch order {
        case .buttonFirst:
            center.dismiss(presentation: presentation.id, choosing: button)
            center.dismiss(presentation: presentation.id)
        case .closeFirst:
            center.dismiss(presentation: presentation.id)
            center.dismiss(presentation: presentation.id, choosing: button)
        case .buttonTwice:
            center.dismiss(presentation: presentation.id, choosing: button)
            center.dismiss(presentation: presentation.id, choosing: button)
        }
        #expect(await eventually { taps.value > 0 })
        // Time for a second run, which must not come.
        for _ in 0..<20 {
            await Task.yield()
        }

        #expect(taps.value == 1)
        #expect(center.currentError == .timeout)
        #expect(center.pending.isEmpty)
    }

    @Test func dismissingTwiceDoesNotSkipTheNextPresentation() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 2))
        center.report(KeyedError(errorCode: 3))
        let first = center.current!.id

        center.dismiss(presentation: first)
        center.dismiss(presentation: first)

        #expect((center.current?.error as? KeyedError)?.errorCode == 2)
        #expect(center.pending.count == 1)
    }

    @Test func aToastCanBeDismissedBeforeItsTimeIsUp() {
        let center = ErrorCenter(clock: ManualClock())
        center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(1)))
        center.dismiss(presentation: center.toasts[0].id)
        #expect(center.toasts.isEmpty)
    }

    @Test func closingWithoutAChoiceLetsTheHandlingChainGoOn() async {
        let center = ErrorCenter()
        let finished = Counter()
        let handler = center.handler.child().on(error: .type(KeyedError.self), then: .presentError)
        let handling = Task { @MainActor in
            await handler.handle(KeyedError(errorCode: 1))
            finished.increment()
        }
        #expect(await eventually { center.current != nil })
        center.dismissError()
        await handling.value
        #expect(finished.value == 1)
    }
}
