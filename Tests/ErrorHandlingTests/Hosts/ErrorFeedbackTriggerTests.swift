import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

/// The trigger a SwiftUI host gives `sensoryFeedback(.error, trigger:)`: it changes once per
/// presentation the host shows first, and never for a repeat or for one already played.
@Suite("Error feedback trigger")
@MainActor
struct ErrorFeedbackTriggerTests {
    @Test func aHostShowingANewPresentationChangesTheTriggerOnce() throws {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let alert = try #require(center.current)
        var trigger = ErrorFeedbackTrigger()

        trigger.show([alert], in: center.hosts)
        #expect(trigger.lastPlayed == alert.id)
        let afterFirst = trigger
        trigger.show([alert], in: center.hosts)
        #expect(trigger == afterFirst)
    }

    @Test func aCoalescedRepeatLeavesTheTriggerAlone() throws {
        let center = ErrorCenter(clock: ManualClock())
        var trigger = ErrorFeedbackTrigger()
        center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(5)))
        trigger.show(center.toasts, in: center.hosts)
        let afterFirst = trigger

        center.report(KeyedError(errorCode: 1), style: .toast(duration: .seconds(5)))
        #expect(try #require(center.toasts.first).occurrences == 2)
        trigger.show(center.toasts, in: center.hosts)
        #expect(trigger == afterFirst)
    }

    @Test func eachNewPresentationChangesTheTrigger() throws {
        let center = ErrorCenter()
        var trigger = ErrorFeedbackTrigger()
        center.report(KeyedError(errorCode: 1))
        center.report(KeyedError(errorCode: 2))
        let first = try #require(center.current)
        trigger.show([first], in: center.hosts)

        center.dismiss(presentation: first.id)
        let second = try #require(center.current)
        trigger.show([second], in: center.hosts)
        #expect(trigger.lastPlayed == second.id)
    }

    @Test func nothingShownLeavesTheTriggerAlone() {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        var trigger = ErrorFeedbackTrigger()
        trigger.show([], in: center.hosts)
        #expect(trigger == ErrorFeedbackTrigger())
    }

    @Test func turnedOffTheTriggerNeverChanges() throws {
        let center = ErrorCenter()
        center.playsErrorFeedback = false
        center.report(KeyedError(errorCode: 1))
        var trigger = ErrorFeedbackTrigger()

        trigger.show([try #require(center.current)], in: center.hosts)
        #expect(trigger == ErrorFeedbackTrigger())
    }

    @Test func aPresentationTheWindowLevelPathPlayedDoesNotPlayAgainInAHost() throws {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let alert = try #require(center.current)
        // The window-level root presents it and plays the feedback (UIKitWindowPresentation).
        #expect(center.hosts.playsErrorFeedbackOnShow(of: alert))

        // The root leaves (its scene closed) and a SwiftUI host elsewhere shows the same alert.
        var trigger = ErrorFeedbackTrigger()
        trigger.show([alert], in: center.hosts)
        #expect(trigger == ErrorFeedbackTrigger())
    }

    @Test func aPresentationAHostPlayedDoesNotPlayAgainInAnotherHost() throws {
        let center = ErrorCenter()
        center.report(KeyedError(errorCode: 1))
        let alert = try #require(center.current)
        var outer = ErrorFeedbackTrigger()
        var inner = ErrorFeedbackTrigger()

        inner.show([alert], in: center.hosts)
        outer.show([alert], in: center.hosts)
        #expect(inner.lastPlayed == alert.id)
        #expect(outer == ErrorFeedbackTrigger())
    }
}
