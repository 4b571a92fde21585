import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter.attempt", .timeLimit(.minutes(10)))
@MainActor
struct CenterAttemptTests {
    private func center() -> ErrorCenter {
        ErrorCenter(
            handler: ErrorHandler(translator: .standard).onNoMatch(.presentError),
            retryPolicy: RetryPolicy(maxAttempts: 1, jitter: .none))
    }

    @Test func returnsTheValueAndReportsNothingWhenTheOperationSucceeds() async {
        let center = center()
        let value = await center.attempt { 42 }
        #expect(value == 42)
        #expect(center.statistics == ErrorCenter.Statistics())
    }

    @Test func reportsTheFailureWithTheOperationAsItsRetry() async throws {
        let center = center()
        let operation = ScriptedOperation(failing: [URLError(.notConnectedToInternet)])
        let value: Void? = await center.attempt { try operation() }

        #expect(value == nil)
        #expect(center.currentError == .offline)
        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)
        #expect(operation.runs.value == 2)
        #expect(center.current == nil)
    }

    @Test func passesTheStyleOn() async {
        let center = center()
        await center.attempt(style: .inline(field: "email")) { throw AppError.validation(reason: "No @.") }
        #expect(center.inlineMessages["email"] != nil)
    }

    @Test(arguments: [CancellationError() as any Error, URLError(.cancelled)])
    func cancellationIsNeverReported(error: any Error) async {
        let center = center()
        let value: Int? = await center.attempt { throw error }
        #expect(value == nil)
        #expect(center.statistics == ErrorCenter.Statistics())
    }

    @Test func anErrorThrownInACancelledTaskIsNotReported() async {
        let center = center()
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await center.attempt { () throws -> Int in throw AppError.serverError }
        }
        #expect(await task.value == nil)
        #expect(center.statistics == ErrorCenter.Statistics())
    }
}

@Suite("ErrorCenter.handle(_:displayType:) on the path of every report")
@MainActor
struct DisplayTypePathTests {
    @Test func theTextComesFromTheTranslatorAndThePresentationCarriesTheTranslatedError() {
        let center = ErrorCenter(handler: ErrorHandler(translator: .standard))
        center.handle(URLError(.notConnectedToInternet), displayType: .alert(.dismiss()))

        #expect(center.currentError == .offline)
        #expect(center.current?.title == AppError.offline.userMessage)
        #expect(center.current?.buttons.map(\.role) == [.cancel])
    }

    @Test func itIsLoggedOnceWithTheOriginalErrorAndTheCallersLine() {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(handler: ErrorHandler(translator: .standard, logger: logger))
        center.handle(URLError(.notConnectedToInternet), displayType: .toast(nil))
        let line = #line - 1

        #expect(logger.records.count == 1)
        #expect((logger.records.first?.error as? URLError)?.code == .notConnectedToInternet)
        #expect(logger.records.first?.line == line)
    }

    @Test func itIsCoalescedAndCountedLikeAnyReport() {
        let center = ErrorCenter(handler: ErrorHandler(translator: .standard).onNoMatch(.presentError))
        center.handle(URLError(.notConnectedToInternet), displayType: .alert(.dismiss()))
        center.report(URLError(.notConnectedToInternet))
        center.handle(AppError.offline, displayType: .alert(.dismiss()))

        #expect(center.current?.occurrences == 3)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 3, presented: 1, coalesced: 2))
    }

    @Test func retryComesWithCancelAndTheActionIsKept() throws {
        let center = ErrorCenter()
        center.handle(AppError.offline, displayType: .alert(.retry({}, buttonTitle: "Again")))

        #expect(center.current?.buttons.map(\.title) == ["Again", StandardButtonTitle.cancel.localized()])
        guard case .retry = try #require(center.errorAction) else {
            Issue.record("the alert's action is not the retry")
            return
        }
    }

    @Test func aRetryThatGivesUpIsShownAgainTheSameWay() async throws {
        let center = ErrorCenter(retryPolicy: RetryPolicy(maxAttempts: 1))
        let operation = ScriptedOperation(alwaysFailingWith: KeyedError(errorCode: 1))
        center.handle(KeyedError(errorCode: 1), displayType: .alert(.retry { try operation() }))
        await center.dismiss(choosing: try #require(center.current?.buttons.first).id)

        #expect(operation.runs.value == 1)
        #expect(
            center.current?.buttons.map(\.title) == [
                StandardButtonTitle.retry.localized(), StandardButtonTitle.cancel.localized(),
            ])
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }
}

@Suite("One presentation model from the rules to every presenter")
struct PresentationModelTests {
    /// Records which of its two entries each presentation came through.
    final class BothEntriesView: ErrorHandlerView, Sendable {
        let presentations = Locked<[ErrorPresentation]>([])
        let alerts = Counter()

        func present(alert: AlertController) {
            alerts.increment()
        }

        func present(_ presentation: ErrorPresentation) {
            presentations.withLock { $0.append(presentation) }
        }
    }

    @Test func aPresentationTheRulesMakeArrivesAsItselfNotAsAnAlert() {
        let view = BothEntriesView()
        ErrorHandler(for: view).onNoMatch(.presentError).handle(error: AppError.offline)

        #expect(view.alerts.value == 0)
        #expect(view.presentations.withLock { $0.first?.title } == AppError.offline.userMessage)
    }

    @Test func aViewWrittenForAlertsOnlyGetsAnAlertWhoseButtonLetsTheChainGoOn() async throws {
        let presenter = AlertOnlyView()
        let log = EventLog()
        ErrorHandler(for: presenter).onNoMatch(.presentError).always(log.recordingError(prefix: "always"))
            .handle(error: AppError.offline)
        let alert = try #require(presenter.alerts.first)
        #expect(alert.title == AppError.offline.userMessage)
        #expect(log.all.isEmpty)

        alert.actions.first?.perform()
        for _ in 0..<10_000 where log.all.isEmpty {
            await Task.yield()
        }
        #expect(log.all.count == 1)
    }

    /// A view written for the SwiftErrorHandler 5 API: it only knows alerts.
    final class AlertOnlyView: ErrorHandlerView {
        var alerts: [AlertController] = []

        func present(alert: AlertController) {
            alerts.append(alert)
        }
    }
}
