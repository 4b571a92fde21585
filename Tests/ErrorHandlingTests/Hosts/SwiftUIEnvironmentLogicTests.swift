import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

/// The core pieces behind `onError(_:perform:)`, `\.reportError`, the default `\.errorHandler`
/// and the toast announcements.
@Suite("SwiftUI environment logic", .timeLimit(.minutes(10)))
@MainActor
struct SwiftUIEnvironmentLogicTests {
    @Test func aScopedChildIsKeptUntilItsParentChanges() {
        let scope = ScopedHandler()
        let parent = ErrorHandler()
        var made = 0
        let make: (ErrorHandler) -> ErrorHandler = { parent in
            made += 1
            return parent.scoped(.type(KeyedError.self), perform: .doNothing)
        }

        let first = scope.handler(below: parent, makeChild: make)
        let again = scope.handler(below: parent, makeChild: make)
        let other = scope.handler(below: ErrorHandler(), makeChild: make)

        #expect(first === again)
        #expect(first !== other)
        #expect(made == 2)
    }

    @Test func aScopedRuleIsTriedFirstThenTheCentersRules() {
        let center = ErrorCenter()
        let matched = Counter()
        let scoped = center.handler.scoped(
            .type(KeyedError(errorCode: 1)),
            perform: .perform { _, done in
                matched.increment()
                done?()
            })
        let report = ReportErrorAction(center: center, handler: scoped)

        report(KeyedError(errorCode: 1))
        report(KeyedError(errorCode: 2))

        #expect(matched.value == 1)
        #expect((center.current?.error as? KeyedError)?.errorCode == 2)
        #expect(center.statistics.reported == 2)
        #expect(center.statistics.handledWithoutPresentation == 1)
    }

    @Test func reportingWithAStyleShowsItInline() {
        let center = ErrorCenter()
        let report = ReportErrorAction(center: center, handler: center.handler)
        report(AppError.wrongPassword, style: .inline(field: "password"))
        #expect(center.inlineMessages["password"] != nil)
        #expect(center.current == nil)
    }

    @Test func withoutACenterTheHandlerAloneHandlesTheError() {
        let handled = Counter()
        let handler = ErrorHandler().onNoMatch(
            .perform { _, done in
                handled.increment()
                done?()
            })
        ReportErrorAction(center: nil, handler: handler)(KeyedError(errorCode: 1))
        #expect(handled.value == 1)
    }

    @Test func theFallbackHandlerShowsNothingAndCompletes() {
        var completed = false
        let acted = ErrorHandler.standardErrorOnly.handle(
            error: KeyedError(errorCode: 1), onCompleted: { completed = true })
        #expect(acted)
        #expect(completed)
    }

    @Test func aToastIsAnnouncedOnceEvenWhenShownAgainOrCoalesced() throws {
        let center = ErrorCenter(clock: ManualClock())
        center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(5)))
        let toast = try #require(center.toasts.first)

        #expect(center.hosts.announcementOnAppear(of: toast) == toast.accessibilityAnnouncement)
        #expect(center.hosts.announcementOnAppear(of: toast) == nil)
        center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(5)))
        #expect(center.hosts.announcementOnAppear(of: try #require(center.toasts.first)) == nil)
    }
}
