/// Everything the package decides about one error, from where the error enters — a report, a
/// `handle`, an `attempt`, a stream, a failed attempt of a retry — and read by the rules, the
/// Retry offer, the retry policy, connectivity, logging and the presenters after it. None of
/// them decides any of it on its own.
///
/// What the rules read — the translation, the facts of both errors, whether it is a
/// cancellation — is worked out at once. A center works out the grouping key where a report
/// enters (``workOutGroupingKey()``), and the retry verdict, the server's delay and the connection
/// problem (``workOutVerdicts()``) when the report carries a retry, whose offer and runs read them
/// again and again; an error that nothing asks them of never needs them, and reads them, from
/// the facts already read, only where it asks. Both are worked out in place, on the one value
/// a report carries, so that nothing is copied to add them.
struct ErrorAssessment: Sendable {
    /// The error as it was thrown.
    let error: any Error
    /// What was read of ``error`` while assessing it, for the rules to read on.
    private(set) var facts: ErrorFacts
    /// What was read of ``shown``, for the rules to read on; `nil` when it is ``error``. The
    /// translator's result until ``show(_:)`` puts another error in its place, which works out
    /// the verdicts first, so that they stay those of the translation.
    private(set) var shownFacts: ErrorFacts?
    /// Whether the error only says that work was cancelled: never shown, logged at
    /// ``ErrorSeverity/debug``.
    let isCancellation: Bool
    /// Where the error entered.
    let origin: ErrorOrigin
    /// The retry verdict, the server's delay and the connection problem, once
    /// ``workOutVerdicts()`` worked them out.
    private var verdicts: Verdicts?
    /// The grouping key of ``shown``, when it was worked out where the error entered.
    private(set) var knownGroupingKey: String?

    /// The error the person is shown: the translation, or the error as thrown when nothing
    /// translated it.
    var shown: any Error {
        shownFacts?.error ?? error
    }

    /// ``shown`` as an ``AppError``, when it is one.
    private var shownAppError: AppError? {
        guard let shownFacts else { return facts.value(as: AppError.self, key: .appError) }
        return shownFacts.value(as: AppError.self, key: .appError)
    }

    /// Whether the person is shown ``AppError/offline``.
    var isShownOffline: Bool {
        guard case .offline? = shownAppError else { return false }
        return true
    }

    /// Whether a translator turned ``error`` into ``shown``.
    var isTranslated: Bool {
        shownFacts != nil
    }

    /// Whether trying the same work again can help: the verdict of the error as thrown when it
    /// has one (an HTTP status, a `URLError` code, a Firebase code), else that of the
    /// translation.
    var isTransient: Bool {
        verdicts?.isTransient ?? firstAnswer(RetryVerdict.of) ?? false
    }

    /// How long the server asked to wait before trying again, as thrown or as translated.
    var retryAfter: Duration? {
        verdicts.map(\.retryAfter) ?? firstAnswer { ($0.error as? any RetryAfterProviding)?.retryAfter }
    }

    /// How the error is about the connection, as thrown or as translated; `nil` when it is not.
    var connection: ConnectionProblem? {
        verdicts.map(\.connection) ?? firstAnswer(ConnectionProblem.named)
    }

    /// What `question` answers of the error as thrown, or when it has no answer, of the
    /// translation: ``shownFacts``, which is the translation for as long as the verdicts are
    /// not worked out (see ``show(_:)``).
    private func firstAnswer<Answer>(_ question: (inout ErrorFacts) -> Answer?) -> Answer? {
        var thrownFacts = facts
        if let answer = question(&thrownFacts) {
            return answer
        }
        guard var translationFacts = shownFacts else { return nil }
        return question(&translationFacts)
    }

    /// The key that groups presentations of the same kind of error: that of ``shown``.
    var groupingKey: String {
        knownGroupingKey ?? groupingKeyOfShown()
    }

    /// The grouping key of ``shown``, worked out from a copy of its facts: kept apart from
    /// ``groupingKey`` so that reading a key worked out already copies no facts.
    private func groupingKeyOfShown() -> String {
        var facts = shownFacts ?? facts
        return ErrorIdentity.groupingKey(of: &facts)
    }

    /// Works out the retry verdict, the server's delay and the connection problem now, once,
    /// for a report that reads them again and again.
    mutating func workOutVerdicts() {
        guard verdicts == nil else { return }
        verdicts = Verdicts(isTransient: isTransient, retryAfter: retryAfter, connection: connection)
    }

    /// Works out the grouping key now, once, reading the facts of ``shown`` in place.
    mutating func workOutGroupingKey() {
        guard knownGroupingKey == nil else { return }
        knownGroupingKey =
            shownFacts == nil
            ? ErrorIdentity.groupingKey(of: &facts) : ErrorIdentity.groupingKey(of: &shownFacts!)
    }

    /// Shows the error as `other`: what the device's connectivity makes true of an error about
    /// the connection. Its verdicts stay those of the error as thrown and as translated, worked
    /// out before the translation's facts give way to those of `other`; its grouping key
    /// becomes that of `other`.
    mutating func show(_ other: any Error) {
        workOutVerdicts()
        var otherFacts = ErrorFacts(other)
        knownGroupingKey = ErrorIdentity.groupingKey(of: &otherFacts)
        shownFacts = otherFacts
    }
}

extension ErrorAssessment {
    /// Assesses `error`, translated by `translator`, as it enters at `origin`.
    init(_ error: any Error, translator: ErrorTranslator?, origin: ErrorOrigin) {
        // Declared in an extension so that it hands what it read to the memberwise initializer:
        // the value, several hundred bytes, is then written once, where it is returned. Built
        // field by field in an initializer of its own, it was copied whole and the original
        // destroyed, on every report.
        var facts = ErrorFacts(error)
        let translationFacts = translator?.translation(of: &facts).map(ErrorFacts.init)
        let isCancellation = CancellationCheck.isCancellation(&facts)
        self.init(
            error: error, facts: facts, shownFacts: translationFacts, isCancellation: isCancellation,
            origin: origin)
    }

    /// What an error says about trying again and about the connection.
    struct Verdicts: Sendable {
        let isTransient: Bool
        let retryAfter: Duration?
        let connection: ConnectionProblem?
    }
}
