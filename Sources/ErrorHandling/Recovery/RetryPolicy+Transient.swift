extension RetryPolicy {
    /// Whether `error` is transient — likely to go away if the same work is tried again: a
    /// dropped or missing connection, a time-out, an overloaded or failing server.
    ///
    /// An error that has its own verdict decides: HTTP 408, 429 and 5xx (``HTTPStatusError``),
    /// the `URLError`s of a lost, missing or slow connection, Firebase Auth's network error and
    /// too many requests, Cloud Firestore's deadline exceeded, resource exhausted, aborted and
    /// unavailable. Of ``AppError``, ``AppError/offline``, ``AppError/timeout``,
    /// ``AppError/serverError``, ``AppError/rateLimited(retryAfter:)`` and an
    /// ``AppError/network(underlying:)`` that wraps a transient error are transient. The center
    /// and ``run(isolation:clock:_:)`` read the same verdict, worked out once per failure.
    /// - Parameter error: The failure.
    /// - Returns: `true` for transient errors.
    @Sendable
    public static func isTransient(_ error: any Error) -> Bool {
        ErrorAssessment(error, translator: nil, origin: .unknown).isTransient
    }
}
