import ErrorHandling
import Foundation
import Testing

@Suite("AppError values, ErrorAction and ErrorDisplayType")
struct AppErrorTests {
    @Test func wrappedErrorsCompareByNSErrorDomainAndCode() {
        #expect(
            AppError.network(underlying: URLError(.timedOut)) == .network(underlying: URLError(.timedOut)))
        #expect(
            AppError.network(underlying: URLError(.timedOut)) != .network(underlying: URLError(.cancelled)))
        #expect(
            AppError.unknown(NSError(domain: "A", code: 1, userInfo: ["x": 1]))
                == .unknown(NSError(domain: "A", code: 1)))
        #expect(AppError.unknown(NSError(domain: "A", code: 1)) != .unknown(NSError(domain: "B", code: 1)))
        #expect(AppError.network(underlying: URLError(.timedOut)) != .unknown(URLError(.timedOut)))
    }

    @Test func reasonsAndDelaysTakePartInEqualityAndIdentity() {
        #expect(AppError.validation(reason: "a") == .validation(reason: "a"))
        #expect(AppError.validation(reason: "a") != .validation(reason: "b"))
        #expect(AppError.validation(reason: "a") != .invalidData(reason: "a"))
        #expect(AppError.rateLimited(retryAfter: .seconds(1)) != .rateLimited(retryAfter: .seconds(2)))
        #expect(AppError.rateLimited(retryAfter: nil) != .rateLimited(retryAfter: .zero))
        #expect(AppError.offline.id != AppError.timeout.id)
        #expect(AppError.validation(reason: "a").id != AppError.validation(reason: "b").id)
    }

    @Test func wrappingCasesExposeTheirUnderlyingError() {
        #expect(
            (AppError.decodingError(underlying: URLError(.badURL)).underlyingError as? URLError)?.code
                == .badURL)
        #expect(AppError.unknown(URLError(.badURL)).underlyingError is URLError)
        #expect(AppError.offline.underlyingError == nil)
    }

    @Test func errorActionButtonTitlesDefaultToLocalizedTitlesAndCanBeReplaced() {
        #expect(ErrorAction.retry({}).buttonTitle == StandardButtonTitle.retry.localized())
        #expect(ErrorAction.navigateBack().buttonTitle == StandardButtonTitle.back.localized())
        #expect(ErrorAction.dismiss().buttonTitle == StandardButtonTitle.ok.localized())
        #expect(ErrorAction.retry({}, buttonTitle: "Again").buttonTitle == "Again")
        #expect(ErrorAction.navigateBack(buttonTitle: "Home").buttonTitle == "Home")
    }

    @Test func aRetryActionRunsItsOperation() async throws {
        let runs = Locked(0)
        let display = ErrorDisplayType.alert(.retry { runs.withLock { $0 += 1 } })
        guard case .alert(.retry(let operation, _)) = display else {
            Issue.record("Expected a retry alert")
            return
        }
        try await operation()
        #expect(runs.withLock { $0 } == 1)
    }
}
