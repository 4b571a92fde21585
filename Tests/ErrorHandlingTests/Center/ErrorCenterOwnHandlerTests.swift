import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter with a handler of your own")
@MainActor
struct ErrorCenterOwnHandlerTests {
    @Test func aHandlerMadeWithoutAViewPresentsInTheCenter() {
        let logger = InMemoryErrorLogger()
        let rules = ErrorHandler(translator: .standard, logger: logger).onNoMatch(.presentError)
        let center = ErrorCenter(handler: rules)

        center.report(URLError(.notConnectedToInternet))

        #expect(center.handler === rules)
        #expect(center.current?.title == AppError.offline.userMessage)
        #expect(center.statistics.presented == 1)
        #expect(logger.records.count == 1)
    }

    @Test func aHandlerWithAViewOfItsOwnPresentsThere() {
        let presenter = RecordingPresenter()
        let center = ErrorCenter(handler: ErrorHandler(for: presenter).onNoMatch(.presentError))
        center.report(AppError.offline)
        #expect(center.current == nil)
        #expect(presenter.presentedAlerts.count == 1)
    }
}
