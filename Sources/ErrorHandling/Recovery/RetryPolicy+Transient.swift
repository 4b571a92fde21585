extension RetryPolicy {
    /// Whether `error` is transient — likely to go away if the same work is tried again: a
    /// dropped or missing connection, a time-out, an overloaded or failing server.
    ///
    /// An error that has its own verdict decides: HTTP 408, 425, 429, 500, 502, 503 and 504
    /// (``HTTPStatusError``; not 501, 505, 511 or any other 4xx), the `URLError`s of a lost,
    /// missing or slow connection, Firebase Auth's network errors and "too many", the gRPC
    /// deadline exceeded, resource exhausted, aborted and unavailable of Cloud Firestore and Cloud
    /// Functions, and Cloud Storage's retry limit. Of ``AppError``, ``AppError/offline``, ``AppError/timeout``,
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
