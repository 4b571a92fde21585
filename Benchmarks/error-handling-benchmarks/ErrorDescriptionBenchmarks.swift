import ErrorHandling
import Foundation

/// An error of an app with a `String` payload, as the mixed logging workload has.
private enum SyncRejection: Error {
    case rejected(reason: String)
}

/// Measures what describing one error for a log costs, against `String(reflecting:)` of the
/// same error: the description a logger gives (`ErrorDescriber`, which first makes sure the
/// description stays within its budget and, on Linux, that Foundation cannot stop the process
/// writing it), for the three errors of the mixed logging workload.
enum ErrorDescriptionBenchmarks {
    static let errors: [(name: String, error: any Error)] = [
        ("URLError(.notConnectedToInternet)", URLError(.notConnectedToInternet)),
        ("enum error with a String payload", SyncRejection.rejected(reason: "item 42 changed on the server")),
        (
            "NSError with a URL in its user info",
            NSError(
                domain: NSURLErrorDomain, code: -1_012,
                userInfo: [
                    NSURLErrorFailingURLErrorKey: URL(
                        string: "https://api.example.com/v1/me?token=eyJhbGciOiJIUzI1NiJ9x") as Any
                ])
        ),
    ]

    /// One row per error and way of describing it, named for a results table.
    static func run() -> [(name: String, value: String)] {
        errors.flatMap { name, error in
            let described = Measure.calls(iterations: 20_000) {
                _ = ErrorDescriber.reflectingWithoutAppCode(error, maxUTF8Bytes: LogLineLimits.maxFieldBytes)
            }
            let reflected = Measure.calls(iterations: 20_000) { _ = String(reflecting: error) }
            return [
                ("\(name) described for a log", described.formattedTime),
                ("\(name), String(reflecting:) alone", reflected.formattedTime),
            ]
        }
    }
}
