import ErrorHandling
import Foundation

/// Measures what describing one error for a log costs, against `String(reflecting:)` of the
/// same error: the description a logger gives (`ErrorDescriber`, which first makes sure the
/// description stays within its budget and, on Linux, that Foundation cannot stop the process
/// writing it), for the three errors of the mixed logging workload.
enum ErrorDescriptionBenchmarks {
    static let errors: [(name: String, error: any Error)] = zip(
        [
            "URLError(.notConnectedToInternet)", "enum error with a String payload",
            "NSError with a URL in its user info",
        ],
        (0..<3).map(mixedWorkloadError)
    ).map { ($0, $1) }

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
