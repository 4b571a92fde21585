public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints each error as a readable block for the developer at the console: what it is, where
/// it was handled, which rule handled it, the errors it wraps, what the person using the app
/// was shown (``ErrorRecord/presentedText``; no line when nothing was shown), metadata and the
/// last breadcrumbs.
///
/// ```
/// ERROR MyApp.FeedError.offline
///   where  MyApp/FeedView.swift:42 in reload()
///   rule   on(error:then:) #1 at MyApp/Handlers.swift:12
///   chain  1. MyApp.FeedError.offline
///          2. Error Domain=NSURLErrorDomain Code=-1009 "(null)"
///   shown  You appear to be offline.
///          Check your internet connection and try again.
/// ```
///
/// Colour is used only when writing to a terminal and the `NO_COLOR` environment variable is
/// unset or empty. Nothing is redacted: use it in debug builds.
///
/// Error text is untrusted, so every field shows its control characters as Swift escapes
/// instead of writing them: an escape sequence in a message appears as `\u{1B}[2J` rather than
/// clearing the screen, and a carriage return as `\r`. Line feeds start an indented line.
public struct DevelopmentErrorLogger: ErrorLogging {
    private let output: @Sendable (String) -> Void
    private let usesColor: Bool

    /// Creates a logger that writes to `fileHandle`, standard error unless told otherwise.
    /// - Parameter fileHandle: Where to write.
    public init(fileHandle: FileHandle = .standardError) {
        output = { fileHandle.write(Data($0.utf8)) }
        usesColor = Self.usesColor(
            isTerminal: isatty(fileHandle.fileDescriptor) == 1,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Creates a logger that hands each block of text, without colour, to `write`.
    /// - Parameter write: Receives one block of lines per record, ending in a line feed.
    public init(write: @escaping @Sendable (String) -> Void) {
        output = write
        usesColor = false
    }

    /// Whether output is coloured: on a terminal, and unless `NO_COLOR` is set to something.
    static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Prints the record.
    /// - Parameter record: The error and what is known about it.
    public func log(_ record: ErrorRecord) {
        output(text(for: record))
    }

    /// The record as the developer reads it, its error described once and in bounded time as
    /// the production logger describes it, each text cut to that logger's field limit so that
    /// one huge error cannot flood the console.
    func text(for record: ErrorRecord) -> String {
        var record = record
        record.describeError(until: .now() + DescriptionTimeLimits.record)
        record.cutToLogLineLimits()
        let severity = record.severity.rawValue.uppercased() + " "
        var text = paint(severity, Self.color(of: record.severity))
        let message = ControlSequenceFilter.escapingControlCharacters(in: record.message)
            .replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: severity.count))
        text += paint(message, "1") + "\n"
        func field(_ label: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            let indent = "\n  " + String(repeating: " ", count: label.count) + "  "
            let body = lines.map(ControlSequenceFilter.escapingControlCharacters)
                .joined(separator: "\n").replacingOccurrences(of: "\n", with: indent)
            text += "  " + paint(label, "2") + "  " + body + "\n"
        }
        let chain = record.chain
        field("where", ["\(record.fileID):\(record.line) in \(record.function)"])
        field("when ", [UTCTimestamp(record.timestamp).iso8601])
        field("rule ", record.matchedRule.map { [$0] } ?? [])
        field("chain", chain.count > 1 ? chain.enumerated().map { "\($0.offset + 1). \($0.element)" } : [])
        field(
            "shown",
            record.presentedText.map {
                [LogLineLimits.cut($0, toUTF8Bytes: LogLineLimits.maxFieldBytes) ?? $0]
            } ?? [])
        field("meta ", record.metadata.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" })
        field(
            "trail",
            record.breadcrumbs.suffix(5).map {
                "\(UTCTimestamp($0.timestamp).timeOfDay) [\($0.category)] \($0.message)"
            })
        return text
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private static func color(of severity: ErrorSeverity) -> String {
        switch severity {
        case .debug: "2"
        case .info: "36"
        case .warning: "33"
        case .error: "31"
        case .critical: "1;31"
        }
    }
}
