import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// A cancellation is not a failure to show, whichever way it enters.
@Suite("Cancellations through every entry point")
@MainActor
struct CancellationEntryPointTests {
    nonisolated static let cancellations: [any Error] = [
        CancellationError(), URLError(.cancelled), URLError(.userCancelledAuthentication),
        CocoaError(.userCancelled),
    ]

    @Test(arguments: cancellations)
    func aReportedCancellationIsLoggedOnceAtDebugCountedAndNeverPresented(error: any Error) async {
        let logger = InMemoryErrorLogger()
        let rulesRan = Counter()
        let handler = ErrorHandler(logger: logger).always(
            .perform { _, done in
                rulesRan.increment()
                done?()
            }
        ).onNoMatch(.presentError)
        let center = ErrorCenter(handler: handler)
        center.report(error)
        await center.waitUntilIdle()

        #expect(center.current == nil)
        #expect(rulesRan.value == 0)
        #expect(center.statistics == ErrorCenter.Statistics(cancelled: 1))
        #expect(center.statistics.addsUp)
        #expect(logger.records.map(\.severity) == [.debug])
        #expect(logger.records.first?.metadata["cancelled"] == "true")
    }

    @Test func aCancellationFromAnotherTaskIsCountedOnceItReachesTheMainActor() async {
        let center = ErrorCenter()
        await Task.detached { center.report(URLError(.cancelled)) }.value
        await center.waitUntilIdle()
        #expect(center.statistics == ErrorCenter.Statistics(cancelled: 1))
        #expect(center.current == nil)
    }

    @Test func aCancellationWithADisplayTypeIsNotShown() async {
        let center = ErrorCenter()
        center.handle(CancellationError(), displayType: .alert(.dismiss()))
        center.handle(URLError(.cancelled), displayType: .toast(nil))
        await center.waitUntilIdle()
        #expect(center.current == nil)
        #expect(center.toasts.isEmpty)
        #expect(center.statistics == ErrorCenter.Statistics(cancelled: 2))
    }

    @Test func reportErrorOfTheEnvironmentShowsNoCancellation() async {
        let center = ErrorCenter()
        let reportError = ReportErrorAction(center: center, handler: center.handler)
        reportError(CancellationError())
        await center.waitUntilIdle()
        #expect(center.current == nil)
        #expect(center.statistics.cancelled == 1)
    }

    @Test func aHandlerRunsNoOnNoMatchForACancellationAndSaysNothingRan() {
        let view = RecordingPresenter()
        let handler = ErrorHandler(for: view).onNoMatch(.presentError)
        var completions = 0
        let ran = handler.handle(error: URLError(.cancelled), onCompleted: { completions += 1 })
        #expect(!ran)
        #expect(completions == 1)
        #expect(view.presentedAlerts.isEmpty)
    }

    @Test func aRuleThatNamesTheCancellationAndTheAlwaysActionsStillRun() {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(error: .type(CancellationError.self), then: log.recordingError(prefix: "named"))
            .always(log.recordingError(prefix: "always"))
            .onNoMatch(log.recordingError(prefix: "no match"))
        var completions = 0
        let ran = handler.handle(error: CancellationError(), onCompleted: { completions += 1 })
        #expect(ran)
        #expect(completions == 1)
        #expect(log.all == ["named CancellationError()", "always CancellationError()"])
    }

    @Test func aStreamThatEndsInACancellationHandsNothingToItsDelegate() async {
        final class Delegate: ErrorHandlingDelegate, Sendable {
            let received = Counter()
            func present(for error: any Error) { received.increment() }
        }
        let delegate = Delegate()
        let failing = AsyncThrowingStream<Int, any Error> { $0.finish(throwing: URLError(.cancelled)) }
        for await _ in failing.handleErrors(with: ErrorHandler(), delegate: delegate) {}
        #expect(delegate.received.value == 0)
    }
}
