/// Everything the package decides about one error, worked out once where the error enters —
/// a report, a `handle`, an `attempt`, a stream, a failed attempt of a retry — and read by
/// the rules, the Retry offer, the retry policy, connectivity, logging and the presenters
/// after it. None of them works any of it out again.
struct ErrorAssessment: Sendable {
    /// The error as it was thrown.
    let error: any Error
    /// The error the person is shown: the translation, or the error as thrown when nothing
    /// translated it.
    let shown: any Error
    /// Whether a translator turned ``error`` into ``shown``.
    let isTranslated: Bool
    /// What was read of ``error`` while assessing it, for the rules to read on.
    let facts: ErrorFacts
    /// Whether the error only says that work was cancelled: never shown, logged at
    /// ``ErrorSeverity/debug``.
    let isCancellation: Bool
    /// Whether trying the same work again can help: the verdict of the error as thrown when it
    /// has one (an HTTP status, a `URLError` code, a Firebase code), else that of ``shown``.
    let isTransient: Bool
    /// How long the server asked to wait before trying again, as thrown or as shown.
    let retryAfter: Duration?
    /// How the error is about the connection, as thrown or as shown; `nil` when it is not.
    let connection: ConnectionProblem?
    /// Where the error entered.
    let origin: ErrorOrigin
    /// The grouping key of ``shown``, when it was worked out where the error entered.
    let knownGroupingKey: String?

    /// Assesses `error`, translated by `translator`, as it enters at `origin`.
    init(_ error: any Error, translator: ErrorTranslator?, origin: ErrorOrigin) {
        var facts = ErrorFacts(error)
        let translation = translator?.translation(of: &facts)
        let isCancellation = CancellationCheck.isCancellation(&facts)
        var isTransient = RetryVerdict.of(&facts)
        var connection = ConnectionProblem.named(by: &facts)
        if let translation, isTransient == nil || connection == nil {
            var shownFacts = ErrorFacts(translation)
            isTransient = isTransient ?? RetryVerdict.of(&shownFacts)
            connection = connection ?? ConnectionProblem.named(by: &shownFacts)
        }
        self.init(
            error: error, shown: translation ?? error, isTranslated: translation != nil, facts: facts,
            isCancellation: isCancellation, isTransient: isTransient ?? false,
            retryAfter: (error as? any RetryAfterProviding)?.retryAfter
                ?? (translation as? any RetryAfterProviding)?.retryAfter,
            connection: connection, origin: origin, knownGroupingKey: nil)
    }

    private init(
        error: any Error, shown: any Error, isTranslated: Bool, facts: ErrorFacts, isCancellation: Bool,
        isTransient: Bool, retryAfter: Duration?, connection: ConnectionProblem?, origin: ErrorOrigin,
        knownGroupingKey: String?
    ) {
        self.error = error
        self.shown = shown
        self.isTranslated = isTranslated
        self.facts = facts
        self.isCancellation = isCancellation
        self.isTransient = isTransient
        self.retryAfter = retryAfter
        self.connection = connection
        self.origin = origin
        self.knownGroupingKey = knownGroupingKey
    }

    /// The key that groups presentations of the same kind of error: that of ``shown``.
    var groupingKey: String {
        knownGroupingKey ?? ErrorIdentity.groupingKey(for: shown)
    }

    /// The assessment with its grouping key worked out now, for those who read it more than
    /// once.
    func withGroupingKey() -> ErrorAssessment {
        guard knownGroupingKey == nil else { return self }
        return copy(shown: shown, isTranslated: isTranslated)
    }

    /// The same assessment shown as `other`: what the device's connectivity makes true of an
    /// error about the connection. Its grouping key is that of `other`.
    func showing(_ other: any Error) -> ErrorAssessment {
        copy(shown: other, isTranslated: true)
    }

    private func copy(shown: any Error, isTranslated: Bool) -> ErrorAssessment {
        ErrorAssessment(
            error: error, shown: shown, isTranslated: isTranslated, facts: facts,
            isCancellation: isCancellation, isTransient: isTransient, retryAfter: retryAfter,
            connection: connection, origin: origin, knownGroupingKey: ErrorIdentity.groupingKey(for: shown))
    }
}
