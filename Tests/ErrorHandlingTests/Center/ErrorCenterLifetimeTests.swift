import ErrorHandling
import Foundation
import Testing

@Suite("ErrorCenter lifetime")
@MainActor
struct ErrorCenterLifetimeTests {
    /// Holds the completion of a `.perform` action until the test calls it.
    private final class HeldCompletion {
        var complete: OnErrorHandled = nil
    }

    @Test func aCenterWithAnAlertOnScreenIsReleasedOnceNothingElseHoldsIt() {
        weak var released: ErrorCenter?
        do {
            let center = ErrorCenter()
            center.report(AppError.offline)
            #expect(center.current != nil)
            released = center
        }
        #expect(released == nil)
    }

    @Test func aReportWhoseRulesStillRunKeepsItsCenterUntilTheyEnd() {
        let held = HeldCompletion()
        let rules = ErrorHandler().on(
            error: .type(AppError.self), then: .perform { _, done in held.complete = done })
        weak var released: ErrorCenter?
        do {
            let center = ErrorCenter(handler: rules)
            center.report(AppError.offline)
            released = center
        }
        #expect(released != nil)
        #expect(released?.statistics.handledWithoutPresentation == 0)

        held.complete?()

        #expect(released == nil)
    }
}
