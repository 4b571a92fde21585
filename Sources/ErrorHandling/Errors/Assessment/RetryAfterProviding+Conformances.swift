extension AppError: RetryAfterProviding {
    /// The delay a rate limit asked for; `nil` for every other case.
    public var retryAfter: Duration? {
        guard case .rateLimited(let retryAfter) = self else { return nil }
        return retryAfter
    }
}

extension HTTPStatusError: RetryAfterProviding {}
