/// An error that says how long to wait before trying again, such as an HTTP 429 or 503 with a
/// `Retry-After` header. ``RetryPolicy`` waits that long instead of its own back-off.
public protocol RetryAfterProviding: Error {
    /// How long the server asked to wait, when it said.
    var retryAfter: Duration? { get }
}

extension AppError: RetryAfterProviding {
    /// The delay a rate limit asked for; `nil` for every other case.
    public var retryAfter: Duration? {
        guard case .rateLimited(let retryAfter) = self else { return nil }
        return retryAfter
    }
}

extension HTTPStatusError: RetryAfterProviding {}
