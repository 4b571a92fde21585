import ErrorHandling
import Testing

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
        #expect(await eventually { !log.all.isEmpty })
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
