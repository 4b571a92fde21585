import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

/// A handling chain waits for the presentation its rules showed in a center, and goes on once
/// the presentation leaves the center without a choice, whoever still keeps a copy of it: a
/// presenter, a test, a view's state.
@Suite("A presentation leaving its center", .timeLimit(.minutes(10)))
@MainActor
struct PresentationLeavingTests {
    /// A child of `center`'s handler whose rules present a `KeyedError` and then count.
    private func presentingThenCounting(on center: ErrorCenter, _ after: Counter) -> ErrorHandler {
        center.handler.child()
            .on(error: .type(KeyedError.self), then: .presentError)
            .on(
                error: .type(KeyedError.self),
                then: .perform { _, onCompleted in
                    after.increment()
                    onCompleted?()
                })
    }

    @Test func aKeptCopyOfADismissedAlertDoesNotHoldItsChainBack() async throws {
        let center = ErrorCenter()
        let after = Counter()
        center.report(KeyedError(errorCode: 1), using: presentingThenCounting(on: center, after))
        let kept = try #require(center.current)
        #expect(after.value == 0)

        center.dismiss(presentation: kept.id)

        #expect(await eventually(within: .seconds(60)) { after.value == 1 })
        #expect(center.current == nil)
    }

    @Test func aKeptCopyOfADismissedAlertOfARuleDoesNotHoldItsChainBack() async throws {
        let center = ErrorCenter()
        let after = Counter()
        let handler = center.handler.child()
            .on(
                error: .type(KeyedError.self),
                then: .present(alert: ConfirmableAlert(title: "Kept", confirmTitle: "OK"))
            )
            .on(
                error: .type(KeyedError.self),
                then: .perform { _, onCompleted in
                    after.increment()
                    onCompleted?()
                })
        center.report(KeyedError(errorCode: 1), using: handler)
        let kept = try #require(center.current)
        #expect(kept.title == "Kept")

        center.dismiss(presentation: kept.id)

        #expect(await eventually(within: .seconds(60)) { after.value == 1 })
    }

    @Test func aKeptCopyOfAnAlertDroppedAtCapacityDoesNotHoldItsChainBack() async throws {
        let center = ErrorCenter(capacity: 1)
        let after = Counter()
        center.report(URLError(.timedOut))
        center.report(KeyedError(errorCode: 1), using: presentingThenCounting(on: center, after))
        let kept = try #require(center.pending.first)
        #expect(after.value == 0)

        center.report(URLError(.cannotFindHost))

        #expect(!center.pending.contains { $0.id == kept.id })
        #expect(await eventually(within: .seconds(60)) { after.value == 1 })
    }

    @Test func aKeptCopyOfAToastWhoseTimeIsUpDoesNotHoldItsChainBack() async throws {
        let clock = ManualClock()
        let center = ErrorCenter(clock: clock)
        let after = Counter()
        center.report(
            KeyedError(errorCode: 1), style: .toast(duration: .seconds(2)),
            using: presentingThenCounting(on: center, after))
        let kept = try #require(center.toasts.first)
        await clock.waitForSleepers()
        #expect(after.value == 0)

        clock.advance(by: .seconds(2))

        #expect(await eventually { center.toasts.isEmpty })
        #expect(await eventually(within: .seconds(60)) { after.value == 1 })
        #expect(kept.occurrences == 1)
    }

    @Test func aButtonChosenInTheTurnOfTheDismissalRunsBeforeTheChainGoesOn() async throws {
        let center = ErrorCenter()
        let steps = Locked<[String]>([])
        let handler = center.handler.child()
            .on(
                error: .type(KeyedError.self),
                then: .present(
                    alert: ConfirmableAlert(title: "Chosen", confirmTitle: "Go") { _ in
                        steps.withLock { $0.append("button") }
                    })
            )
            .on(
                error: .type(KeyedError.self),
                then: .perform { _, onCompleted in
                    steps.withLock { $0.append("next step") }
                    onCompleted?()
                })
        center.report(KeyedError(errorCode: 1), using: handler)
        let kept = try #require(center.current)

        center.dismiss(presentation: kept.id)
        center.dismiss(presentation: kept.id, choosing: try #require(kept.buttons.first).id)

        #expect(await eventually(within: .seconds(60)) { steps.withLock { $0.count } == 2 })
        for _ in 0..<20 {
            await Task.yield()
        }
        #expect(steps.withLock { $0 } == ["button", "next step"])
    }
}
