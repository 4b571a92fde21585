import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

private struct ThrownByAction: Error {}

@Suite struct HandlerLoggingTests {
    let logger = InMemoryErrorLogger()

    @Test func aHandledErrorIsLoggedOnceWithTheCallersLocation() {
        let handler = ErrorHandler(logger: logger).on(error: .type(SampleError.self), then: .doNothing)
        handler.handle(error: SampleError.offline, onCompleted: nil)
        let line = #line - 1
        #expect(logger.records.count == 1)
        let record = logger.records.first
        #expect(record?.fileID == #fileID)
        #expect(record?.line == line)
        #expect(record?.function == #function)
        #expect(record?.error as? SampleError == .offline)
        #expect(record?.severity == .error)
    }

    @Test func asyncHandlingLogsOnceWithTheCallersLocation() async {
        let handler = ErrorHandler(for: nil, logger: logger).onNoMatch(.run { _ in })
        await handler.handle(SampleError.offline)
        let line = #line - 1
        #expect(logger.records.map(\.line) == [line])
        #expect(logger.records.first?.fileID == #fileID)
    }

    @Test func handleWithoutCompletionLogsTheHandlersOwnLocation() {
        let handler = ErrorHandler(logger: logger)
        let handle: (any Error) -> Void = handler.handle
        handle(SampleError.offline)
        #expect(logger.records.map(\.fileID) == ["ErrorHandling/ErrorHandler.swift"])
    }

    @Test func resultGetLogsTheCallersLocation() {
        let handler = ErrorHandler(logger: logger)
        let value = Result<Int, SampleError>.failure(.offline).get(onError: handler)
        let line = #line - 1
        #expect(value == nil)
        #expect(logger.records.map(\.line) == [line])
    }

    @Test func anErrorNoRuleMatchesIsLoggedWithoutARule() {
        let handler = ErrorHandler(logger: logger).on(error: .code(404), then: .doNothing)
        handler.handle(error: SampleError.offline, onCompleted: nil)
        #expect(logger.records.count == 1)
        #expect(logger.records.first?.matchedRule == nil)
    }

    @Test func theRecordNamesTheFirstRuleThatMatchedAndWhereItWasAdded() {
        let handler = ErrorHandler(logger: logger)
            .on(error: .code(404), then: .doNothing)
            .on(error: .type(SampleError.self), then: .doNothing)
        let line = #line - 1
        handler.on(error: .type(SampleError.offline), then: .doNothing)
        handler.handle(error: SampleError.offline, onCompleted: nil)
        #expect(logger.records.map(\.matchedRule) == ["on(error:then:) #2 at \(#fileID):\(line)"])
    }

    @Test func aChildLogsThroughItsParentsLoggerAndNamesTheParentsRule() {
        let parent = ErrorHandler(logger: logger).on(error: .type(SampleError.self), then: .doNothing)
        let child = parent.child().on(error: .code(404), then: .doNothing)
        child.handle(error: SampleError.offline, onCompleted: nil)
        #expect(logger.records.count == 1)
        #expect(logger.records.first?.matchedRule?.contains("#1 of the parent handler at \(#fileID)") == true)
    }

    @MainActor
    @Test func aRuleOfTheHandlerACenterPresentsThroughIsTheHandlersOwnNotAParents() async {
        let handler = ErrorHandler(logger: logger).on(error: .type(SampleError.self), then: .presentError)
        let line = #line - 1
        let center = ErrorCenter(handler: handler)
        center.report(SampleError.offline)
        await center.waitUntilIdle()
        #expect(logger.records.map(\.matchedRule) == ["on(error:then:) #1 at \(#fileID):\(line)"])
    }

    @Test func recordsCarryTheHandlersBreadcrumbs() {
        let trail = Breadcrumbs(capacity: 10)
        trail.record("opened Settings", category: "navigation")
        let handler = ErrorHandler(logger: logger, breadcrumbs: trail)
        handler.handle(error: SampleError.offline, onCompleted: nil)
        #expect(logger.records.first?.breadcrumbs.map(\.message) == ["opened Settings"])
    }

    @Test func anErrorThrownByARunActionGoesToTheLogger() async {
        let handler = ErrorHandler(logger: logger).onNoMatch(.run { _ in throw ThrownByAction() })
        let outcome = await handler.handle(SampleError.offline)
        #expect(outcome.actionCount == 1)
        #expect(logger.records.count == 2)
        let diagnostic = logger.records.last
        #expect(diagnostic?.error is ThrownByAction)
        #expect(diagnostic?.metadata["diagnostic"]?.contains("a .run action threw") == true)
        #expect(diagnostic?.fileID == #fileID)
    }

    @Test func anErrorDroppedForNestingGoesToTheLoggerAsAWarning() {
        let handler = ErrorHandler(logger: logger)
        handler.onNoMatch(
            .perform { [weak handler] error, completed in
                handler?.handle(error: error, onCompleted: nil)
                completed?()
            })
        handler.handle(error: SampleError.offline, onCompleted: nil)
        let records = logger.records
        #expect(records.count == ErrorHandler.maximumNestingDepth + 1)
        #expect(records.filter { $0.severity == .warning }.count == 1)
        #expect(records.last?.metadata["diagnostic"]?.contains("nested 8 deep") == true)
        #expect(handler.droppedNestedErrorCount == 1)
    }
}
