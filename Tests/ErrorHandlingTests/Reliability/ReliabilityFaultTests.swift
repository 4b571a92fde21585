import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

/// Faults in the parts around the engine: loggers, presenters and actions that misbehave.
/// None of them may crash, hang the caller or lose a record.
@Suite("Reliability: faults")
struct ReliabilityFaultTests {
    /// A logger that blocks every caller until the test lets it go.
    final class BlockingLogger: ErrorLogging {
        let gate = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let inner = InMemoryErrorLogger()

        func log(_ record: ErrorRecord) {
            entered.signal()
            gate.wait()
            inner.log(record)
        }
    }

    /// A logger that, while logging, raises an error into the handler it logs for.
    final class ReentrantLogger: ErrorLogging {
        let inner = InMemoryErrorLogger()
        let handler = Locked<ErrorHandler?>(nil)

        func log(_ record: ErrorRecord) {
            inner.log(record)
            handler.withLock { $0 }?.handle(error: NetworkError.server(code: inner.records.count))
        }
    }

    @Test func aBlockedLoggerHoldsNoLockThatOtherCallersNeed() async {
        let blocking = BlockingLogger()
        let blockedHandler = ErrorHandler(logger: blocking).on(
            error: .type(NetworkError.self), then: .doNothing)
        let other = InMemoryErrorLogger()
        let otherHandler = blockedHandler.child()
        otherHandler.on(error: .type(PayloadError.self), then: .doNothing)

        let blockedCall = Task.detached {
            blockedHandler.handle(error: NetworkError.timeout, onCompleted: nil)
        }
        blocking.entered.wait()
        blockedHandler.on(error: .code(1), then: .doNothing)
        let freeHandler = ErrorHandler(logger: other)
        freeHandler.handle(error: PayloadError.failed(id: 1))
        #expect(other.records.count == 1)

        blocking.gate.signal()
        #expect(await blockedCall.value)
        #expect(blocking.inner.records.count == 1)
    }

    @Test func aLoggerThatRaisesErrorsIntoItsOwnHandlerIsStoppedByTheNestingLimit() {
        let logger = ReentrantLogger()
        let handler = ErrorHandler(logger: logger).on(error: .type(NetworkError.self), then: .doNothing)
        logger.handler.withLock { $0 = handler }

        var completed = 0
        handler.handle(error: NetworkError.timeout, onCompleted: { completed += 1 })

        // Eight levels are handled and logged, the ninth is dropped and that drop logged; the
        // logger's reaction to that record is dropped too, with a notice on standard error.
        #expect(completed == 1)
        #expect(handler.droppedNestedErrorCount == 2)
        #expect(logger.inner.records.count == ErrorHandler.maximumNestingDepth + 1)
        logger.handler.withLock { $0 = nil }
    }

    @Test func anActionThatNeverCompletesIsEndedByTheTimeoutAndLogged() async {
        let logger = InMemoryErrorLogger()
        let log = EventLog()
        let handler = ErrorHandler(logger: logger)
            .on(
                error: .type(NetworkError.self),
                then: .perform { _, _ in log.append("started, never completes") }
            )
            .always(
                .perform { _, done in
                    log.append("always")
                    done?()
                })
        handler.actionTimeout = .milliseconds(20)

        let outcome = await handler.handle(NetworkError.timeout)

        #expect(outcome.actionCount == 2)
        #expect(log.all == ["started, never completes", "always"])
        let diagnostics = logger.records.compactMap { $0.metadata["diagnostic"] }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("did not complete within") == true)
    }

    @Test func aPresenterThatNeverDismissesDoesNotHangTheAsyncCaller() async {
        let presenter = RecordingPresenter()
        let logger = InMemoryErrorLogger()
        let handler = ErrorHandler(for: presenter, logger: logger).onNoMatch(.presentError)
        handler.actionTimeout = .milliseconds(20)

        let outcome = await handler.handle(AppError.offline)

        #expect(outcome.isHandled)
        #expect(presenter.visibleAlert != nil)
        #expect(logger.records.count == 2)
    }

    @Test func anActionThatCompletesInTimeIsNotReportedAsTimedOut() async {
        let logger = InMemoryErrorLogger()
        let handler = ErrorHandler(logger: logger).on(
            error: .type(NetworkError.self), then: .perform { $1?() })
        handler.actionTimeout = .seconds(5)
        await handler.handle(NetworkError.timeout)
        #expect(logger.records.count == 1)
        #expect(logger.records.first?.metadata["diagnostic"] == nil)
    }

    @Test func childrenStartWithTheirParentsTimeout() {
        let parent = ErrorHandler()
        #expect(parent.actionTimeout == ErrorHandler.defaultActionTimeout)
        parent.actionTimeout = .seconds(2)
        #expect(parent.child().actionTimeout == .seconds(2))
    }

    @Test func aHandlerReleasedMidChainStillFinishesTheChain() {
        let presenter = RecordingPresenter()
        let log = EventLog()
        var handler: ErrorHandler? = ErrorHandler(for: presenter)
            .on(
                error: .type(NetworkError.self),
                then: .present(alert: ConfirmableAlert(title: "T", confirmTitle: "OK"))
            )
            .always(
                .perform { _, done in
                    log.append("always")
                    done?()
                })
        weak let weakHandler = handler
        handler?.handle(error: NetworkError.timeout, onCompleted: { log.append("done") })
        handler = nil

        #expect(weakHandler == nil)
        presenter.tap("OK")
        #expect(log.all == ["always", "done"])
    }
}
