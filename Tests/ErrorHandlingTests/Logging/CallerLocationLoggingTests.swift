import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// Every entry point that handles or reports an error logs it with the caller's file and line.
@Suite struct CallerLocationLoggingTests {
    let logger = InMemoryErrorLogger()

    private func expectLogged(at line: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(logger.records.map(\.fileID) == [#fileID], sourceLocation: sourceLocation)
        #expect(logger.records.map(\.line) == [line], sourceLocation: sourceLocation)
    }

    @Test func handleWithoutACompletion() {
        ErrorHandler(logger: logger).handle(error: SampleError.offline)
        expectLogged(at: #line - 1)
        #expect(logger.records.first?.function == #function)
    }

    @Test func handleWithACompletion() {
        ErrorHandler(logger: logger).handle(error: SampleError.offline, onCompleted: nil)
        expectLogged(at: #line - 1)
    }

    @Test func handleAsync() async {
        await ErrorHandler(logger: logger).handle(SampleError.offline)
        expectLogged(at: #line - 1)
    }

    @Test func attempt() {
        let handler = ErrorHandler(logger: logger)
        let value: Int? = handler.attempt { () throws(SampleError) -> Int in throw .offline }
        expectLogged(at: #line - 1)
        #expect(value == nil)
    }

    @Test func attemptAsync() async {
        let handler = ErrorHandler(logger: logger)
        let value: Int? = await handler.attempt { () async throws(SampleError) -> Int in throw .offline }
        expectLogged(at: #line - 1)
        #expect(value == nil)
    }

    @Test func resultGet() {
        let value = Result<Int, SampleError>.failure(.offline).get(onError: ErrorHandler(logger: logger))
        expectLogged(at: #line - 1)
        #expect(value == nil)
    }

    @Test func asyncSequenceHandleErrors() async {
        let stream = AsyncThrowingStream<Int, any Error> { $0.finish(throwing: SampleError.offline) }
        let sequence = stream.handleErrors(with: ErrorHandler(logger: logger))
        let line = #line - 1
        for await _ in sequence {}
        expectLogged(at: line)
    }

    @Test @MainActor func errorCenterReport() async {
        let center = ErrorCenter(logger: logger)
        center.report(SampleError.offline)
        expectLogged(at: #line - 1)
        await center.waitUntilIdle()
    }

    @Test @MainActor func errorCenterHandleWithADisplayType() {
        let center = ErrorCenter(logger: logger)
        center.handle(SampleError.offline, displayType: .toast("Offline"))
        expectLogged(at: #line - 1)
    }

    @Test @MainActor func reportErrorActionWithACenter() async {
        let center = ErrorCenter(logger: logger)
        let reportError = ReportErrorAction(center: center, handler: center.handler)
        reportError(SampleError.offline)
        expectLogged(at: #line - 1)
        await center.waitUntilIdle()
    }

    @Test @MainActor func reportErrorActionWithoutACenter() {
        let reportError = ReportErrorAction(center: nil, handler: ErrorHandler(logger: logger))
        reportError(SampleError.offline)
        expectLogged(at: #line - 1)
    }
}
