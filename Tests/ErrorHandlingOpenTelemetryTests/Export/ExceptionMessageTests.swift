import ErrorHandling
import ErrorHandlingOpenTelemetry
import Foundation
import Testing

/// The `exception.message` of a record is what the person saw: the title and the message of the
/// presentation, as shown; when nothing was shown, the error's own description, never the
/// "(Module.Type error 1.)" Foundation makes up for an error that describes nothing.
@Suite(.serialized, .needsReceiver)
struct ExceptionMessageTests {
    private func exceptionMessages(
        logging: @MainActor (OpenTelemetryErrorLogger) -> Void
    ) async throws -> [JSONValue?] {
        let receiver = try OTLPReceiver()
        let spool = TemporaryFolder()
        let logger = exporter(to: receiver.endpoint, spool: spool)
        await MainActor.run { logging(logger) }
        await logger.flush()
        #expect(try await eventually { try await receiver.acceptedIDs().count == 1 })
        return try await receiver.state().accepted.map { $0.attributes["exception.message"] }
    }

    @Test func theExceptionMessageOfAServerErrorShownIsTheTitleAndMessageOnScreen() async throws {
        var shown: ErrorPresentation?
        let messages = try await exceptionMessages { logger in
            let center = ErrorCenter(
                handler: ErrorHandler(translator: .standard, logger: logger).onNoMatch(.presentError))
            center.report(HTTPStatusError(statusCode: 503))
            shown = center.current
        }
        let alert = try #require(shown)
        #expect(alert.error as? AppError == .serverError)
        #expect(
            messages == [.string([alert.title, alert.message].compactMap { $0 }.joined(separator: "\n"))])
    }

    @Test func theExceptionMessageOfAnErrorNotShownIsItsDescriptionNeverABridgedOne() async throws {
        let error = HTTPStatusError(statusCode: 503)
        let messages = try await exceptionMessages { logger in
            ErrorHandler(translator: .standard, logger: logger).handle(error: error)
        }
        #expect(messages == [.string(ErrorPresentation(error: error).title)])
        #expect(messages.allSatisfy { $0 != .string(error.localizedDescription) })
    }
}
