import ErrorHandling
import ErrorHandlingTesting
import Testing

@Suite("ErrorHandler async handling")
struct ErrorHandlerAsyncTests {
    struct RunFailure: Error {}

    /// An alert for a handler without a view, which never shows it.
    struct UnseenAlert: ErrorAlert {
        func build(for error: any Error, onCompleted: OnErrorHandled) -> AlertController {
            AlertController(title: "Unseen", message: nil, preferredStyle: .alert)
        }
    }

    @Test func asyncHandleWaitsForEveryActionInOrder() async {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: .run { _ in
                    try await Task.sleep(for: .milliseconds(5))
                    log.append("run")
                }
            )
            .always(
                .perform { _, done in
                    log.append("always")
                    done?()
                })

        let outcome = await handler.handle(NetworkError.timeout)

        #expect(log.all == ["run", "always"])
        #expect(outcome.isHandled)
        #expect(outcome.actionCount == 2)
        #expect(outcome.matchedRuleCount == 1)
    }

    /// `.doNothing`, and an alert or presentation for a handler without a view, are done at
    /// once: they wait for nothing, and the steps after them run.
    @Test func asyncHandleGoesOnPastStepsThatWaitForNothing() async {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(error: .type(NetworkError.self), then: .doNothing)
            .always(.presentError)
            .always(.present(alert: UnseenAlert()))
            .always(
                .perform { _, done in
                    log.append("after")
                    done?()
                })
        let handling = Task { await handler.handle(NetworkError.timeout) }

        let ended = await eventually { log.all == ["after"] }
        #expect(ended)
        let outcome = await handling.value
        #expect(outcome.actionCount == 4)
    }

    @Test func asyncHandleReportsNothingHandledWhenNoActionApplies() async {
        let outcome = await ErrorHandler().handle(NetworkError.timeout)
        #expect(!outcome.isHandled)
        #expect(outcome == ErrorHandlingOutcome(actionCount: 0, matchedRuleCount: 0))
    }

    @Test func aThrowingRunActionDoesNotStopTheChainAndLaterStepsSeeTheOriginalError() async {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(error: .type(NetworkError.self), then: .run { _ in throw RunFailure() })
            .always(
                .perform { error, done in
                    log.append("always \(error)")
                    done?()
                })

        let outcome = await handler.handle(NetworkError.timeout)

        #expect(log.all == ["always timeout"])
        #expect(outcome.actionCount == 2)
    }

    @Test func asyncHandleWaitsForAPresentedAlertUntilItsButtonIsTapped() async {
        let presenter = RecordingPresenter()
        let handler = ErrorHandler(for: presenter)
            .on(
                error: .type(NetworkError.self),
                then: .present(alert: ConfirmableAlert(title: "T", confirmTitle: "OK")))

        async let outcome = handler.handle(NetworkError.timeout)
        #expect(await eventually { presenter.visibleAlert != nil })
        presenter.tap("OK")

        #expect(await outcome.isHandled)
    }

    @Test @MainActor func synchronousActionsRunOnTheCallersActor() async {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: .perform { _, done in
                    MainActor.assumeIsolated { log.append("on main actor") }
                    done?()
                }
            )

        await handler.handle(NetworkError.timeout)

        #expect(log.all == ["on main actor"])
    }

    @Test func synchronousHandleRunsARunActionAsAsyncWorkAndContinuesAfterIt() async {
        let log = EventLog()
        let handler = ErrorHandler()
            .on(error: .type(NetworkError.self), then: .run { _ in log.append("run") })
            .always(
                .perform { _, done in
                    log.append("always")
                    done?()
                })

        await withCheckedContinuation { continuation in
            handler.handle(error: NetworkError.timeout, onCompleted: { continuation.resume() })
        }

        #expect(log.all == ["run", "always"])
    }
}
