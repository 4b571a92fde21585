extension RetryPolicy {
    /// A failure as it was thrown and as the app shows it, for the policy to read both: a
    /// translation can drop what a retry needs (a 503's Retry-After becomes a plain
    /// ``AppError/serverError``) or add it (a Firebase network error becomes
    /// ``AppError/offline``, which is transient).
    struct Failure {
        /// The failure as thrown, then the other ways it is known, without repeats.
        let readings: [any Error]

        /// A failure read as thrown and as `translator` translates it.
        init(_ error: any Error, translator: ErrorTranslator?) {
            readings = [error] + (translator?.translation(of: error).map { [$0] } ?? [])
        }

        /// A failure that was shown as `shown` after being thrown as `thrown`.
        init(thrown: any Error, shown: any Error) {
            readings = [thrown, shown]
        }

        /// The first Retry-After any reading carries.
        var retryAfter: Duration? {
            readings.lazy.compactMap { ($0 as? any RetryAfterProviding)?.retryAfter }.first
        }
    }
}
