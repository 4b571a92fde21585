// `ReportErrorAction` runs on the main actor, like the view that read it from the environment.
// expect: call to main actor-isolated instance method 'callAsFunction(_:style:retryPolicy:retry:file:line:function:)' in a synchronous nonisolated context
import ErrorHandlingSwiftUI
import SwiftUI

nonisolated func uploadFailed(_ error: any Error, report: ReportErrorAction) {
    report(error)
}
