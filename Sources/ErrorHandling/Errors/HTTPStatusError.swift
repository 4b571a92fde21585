public import Foundation

/// An HTTP response whose status code reports a failure, with the server's `Retry-After`.
///
/// Throw it from your networking code; ``ErrorTranslator/standard`` turns 401, 403, 404, 429
/// and 5xx into ``AppError`` cases.
///
/// ```swift
/// guard (200..<300).contains(response.statusCode) else {
///     throw HTTPStatusError(
///         statusCode: response.statusCode,
///         retryAfterHeader: response.value(forHTTPHeaderField: "Retry-After"))
/// }
/// ```
public struct HTTPStatusError: Error, Sendable, Hashable {
    /// The response's status code, such as 404.
    public let statusCode: Int
    /// How long the server asked the client to wait before trying again, if it said.
    public let retryAfter: Duration?

    /// Creates the error.
    /// - Parameters:
    ///   - statusCode: The response's status code.
    ///   - retryAfter: How long the server asked the client to wait, if it said.
    public init(statusCode: Int, retryAfter: Duration? = nil) {
        self.statusCode = statusCode
        self.retryAfter = retryAfter
    }

    /// Creates the error from the raw `Retry-After` header, which holds either a number of
    /// seconds (`"120"`) or an HTTP date (`"Wed, 21 Oct 2026 07:28:00 GMT"`).
    /// - Parameters:
    ///   - statusCode: The response's status code.
    ///   - retryAfterHeader: The header's value; `nil` or unreadable means no delay is known.
    ///     A number too large for `Int` and a date too far ahead give the longest delay a
    ///     `Duration` of whole seconds holds; ``RetryPolicy/maximumRetryAfter`` caps what is
    ///     waited.
    ///   - now: The time an HTTP date is measured from; the current time by default.
    public init(statusCode: Int, retryAfterHeader: String?, now: Date = Date()) {
        self.init(
            statusCode: statusCode, retryAfter: retryAfterHeader.flatMap { Self.delay(in: $0, now: now) })
    }

    private static func delay(in header: String, now: Date) -> Duration? {
        let value = header.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(value) {
            return seconds >= 0 ? .seconds(seconds) : nil
        }
        if !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isWholeNumber }) {
            return longest
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        guard let date = formatter.date(from: value) else { return nil }
        return .seconds(date.timeIntervalSince(now).rounded(.up), clampedTo: .zero...longest, nanValue: .zero)
    }

    /// The longest delay a header can give.
    private static let longest = Duration.seconds(Int.max)
}
