import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

// Code written against SwiftErrorHandler 5, unchanged but for the import: it must compile and
// behave as it did.

private enum LegacyNetworkError: Error {
    case noInternet
    case logout
    case authenticate
}

private final class LegacyAnalytics {
    var tracked: [String] = []
    func track(error: Error, onCompleted: OnErrorHandled) {
        tracked.append("\(error)")
        onCompleted?()
    }
}

extension ErrorHandler {
    fileprivate class func legacyDefault(for view: ErrorHandlerView, analytics: LegacyAnalytics)
        -> ErrorHandler
    {
        return ErrorHandler(for: view)
            .on(
                error: .code(NSURLErrorTimedOut),
                then: .present(alert: ConfirmableAlert(title: "Timeout occurred", confirmTitle: "Retry"))
            )
            .on(
                error: .type(LegacyNetworkError.noInternet),
                then: .present(
                    alert: ConfirmableAlert(title: "Did you turn off the internet?", confirmTitle: "No"))
            )
            .on(
                error: .type(LegacyNetworkError.logout),
                then: .present(
                    alert: RejectableAlert(
                        title: "Are you sure you want to logout?", confirmTitle: "Yes", rejectTitle: "No")
                )
            )
            .always(.perform(action: analytics.track))
            .onNoMatch(.present(alert: ConfirmableAlert(title: "Something went wrong", confirmTitle: "Ok")))
    }
}

extension ErrorMatcher {
    fileprivate static func onCustomMatch() -> ErrorMatcher {
        .init(matcher: { error in (error as? LegacyNetworkError) == .authenticate })
    }
}

@Suite("SwiftErrorHandler 5 compatibility")
struct SwiftErrorHandler5CompatibilityTests {
    @Test func defaultHandlerFactoryFromTheOldReadmeStillWorks() {
        let presenter = RecordingPresenter()
        let analytics = LegacyAnalytics()
        let handler = ErrorHandler.legacyDefault(for: presenter, analytics: analytics)

        handler.handle(error: LegacyNetworkError.noInternet)
        #expect(presenter.visibleAlert?.title == "Did you turn off the internet?")
        presenter.tap("No")

        handler.handle(error: NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut))
        #expect(presenter.visibleAlert?.title == "Timeout occurred")
        presenter.tap("Retry")

        handler.handle(error: LegacyNetworkError.authenticate)
        #expect(presenter.visibleAlert?.title == "Something went wrong")
        presenter.tap("Ok")

        #expect(analytics.tracked.count == 3)
    }

    @Test func customMatcherAndCustomActionFromTheOldReadmeStillWork() {
        var started = false
        let handler = ErrorHandler(for: RecordingPresenter())
            .on(
                error: .onCustomMatch(),
                then: .perform(action: { _, onCompleted in
                    started = true
                    onCompleted?()
                })
            )
        let result: Result<String, Error> = .failure(LegacyNetworkError.authenticate)
        let user: String? = result.get(onError: handler)
        #expect(user == nil)
        #expect(started)
    }

    @Test func handleIsAnOnErrorCallbackAsWithRxSwift() {
        var tracked: [String] = []
        let handler = ErrorHandler().always(
            .perform(action: { error, done in
                tracked.append("\(error)")
                done?()
            }))
        func subscribe(onError: (Error) -> Void) { onError(LegacyNetworkError.logout) }
        subscribe(onError: handler.handle)
        #expect(tracked == ["logout"])
    }
}
