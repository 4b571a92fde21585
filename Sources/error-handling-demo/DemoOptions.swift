import ErrorHandling
import Foundation

/// The demo's command line.
struct DemoOptions {
    /// The language of everything the library shows; `nil` follows the system.
    var locale: Locale?
    /// The OTLP/HTTP logs endpoint the records also go to, if any.
    var otlpEndpoint: URL?
    /// Whether to print the help text and stop.
    var showsHelp = false

    private static let languages = ErrorLocalization.builtInLanguages.joined(separator: ", ")

    static let help = """
        Usage: swift run error-handling-demo [--locale <language>] [--otlp <endpoint>] [--help]

        A small app meets its simulated backend's errors, and swift-error-handling turns each
        one into what a person should see: a translated, localized message, an alert with a
        working Retry, a sign-in prompt, one alert for twenty identical failures, and a
        fallback for the unknown. Every error is logged to a JSON Lines file.

        At a terminal you answer the alerts by number (or by a button's title). When input is
        not a terminal the demo answers them itself and exits 0, so it runs in CI.

          --locale <language>  the language of messages and buttons (default: the system's)
          --otlp <endpoint>    also send every record to an OpenTelemetry Collector, such as
                               http://127.0.0.1:4318/v1/logs (OTLP/HTTP, protobuf)
          --help               this text

        Languages, or a regional form of one such as en-GB, pt-PT or zh-TW:
          \(languages)
        """

    /// Reads the arguments; throws a message for an unknown option or language.
    init(arguments: [String]) throws(DemoUsageError) {
        var remaining = arguments.makeIterator()
        while let argument = remaining.next() {
            switch argument {
            case "--help", "-h":
                showsHelp = true
            case "--locale":
                guard let identifier = remaining.next(),
                    ErrorLocalization.builtInLanguage(for: Locale(identifier: identifier)) != nil
                else {
                    throw DemoUsageError(
                        message: "--locale takes one of \(Self.languages), or a regional form of one.")
                }
                locale = Locale(identifier: identifier)
            case "--otlp":
                guard let text = remaining.next(), let url = URL(string: text),
                    url.scheme == "http" || url.scheme == "https", url.host != nil
                else {
                    throw DemoUsageError(
                        message: "--otlp takes an http or https URL, such as http://127.0.0.1:4318/v1/logs.")
                }
                otlpEndpoint = url
            default:
                throw DemoUsageError(message: "Unknown option \(argument). Try --help.")
            }
        }
    }
}

/// A command line the demo cannot read.
struct DemoUsageError: Error {
    let message: String
}
