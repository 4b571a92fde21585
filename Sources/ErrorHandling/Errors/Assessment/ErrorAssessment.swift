import Foundation

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
        if let verdicts { return verdicts.isTransient }
        return firstAnswer(RetryVerdict.of) ?? false
    }

    /// How long the server asked to wait before trying again, as thrown or as translated.
    var retryAfter: Duration? {
        if let verdicts { return verdicts.retryAfter }
        return firstAnswer { ($0.error as? any RetryAfterProviding)?.retryAfter }
    }

    /// How the error is about the connection, as thrown or as translated; `nil` when it is not.
    var connection: ConnectionProblem? {
        if let verdicts { return verdicts.connection }
        return firstAnswer(ConnectionProblem.named)
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

/// Whether an error only says that work was cancelled, which is nothing to show.
enum CancellationCheck {
    /// The `NSError` domains and codes of a cancellation: `URLError.cancelled` and
    /// `.userCancelledAuthentication`, `CocoaError.userCancelled`, Firebase Auth's web-context
    /// cancelled, the gRPC cancelled of Cloud Firestore and Cloud Functions, and Cloud Storage's
    /// cancelled.
    private static let cancellationCodes: [String: Set<Int>] = [
        NSURLErrorDomain: [
            URLError.Code.cancelled.rawValue, URLError.Code.userCancelledAuthentication.rawValue,
        ],
        NSCocoaErrorDomain: [CocoaError.Code.userCancelled.rawValue],
        FirebaseErrorCodes.authDomain: [FirebaseErrorCodes.authWebContextCancelled],
        FirebaseErrorCodes.firestoreDomain: [FirebaseErrorCodes.grpcCancelled],
        FirebaseErrorCodes.functionsDomain: [FirebaseErrorCodes.grpcCancelled],
        FirebaseErrorCodes.storageDomain: [FirebaseErrorCodes.storageCancelled],
    ]

    /// Every code above, whatever its domain: most errors have none of them, and comparing an
    /// integer with each of these few costs less than hashing it, or a domain.
    private static let codesOfAnyDomain = Array(Set(cancellationCodes.values.joined()))

    private static let cancellationErrorKey = ErrorTypeKey(CancellationError.self)

    /// Whether the error of `facts` is a cancellation: a `CancellationError`, one of the
    /// cancellation codes above, or any error thrown in a cancelled task.
    static func isCancellation(_ facts: inout ErrorFacts) -> Bool {
        let isOfCancellationType = facts.isOfType(cancellationErrorKey) ?? (facts.error is CancellationError)
        if isOfCancellationType || Task.isCancelled {
            return true
        }
        guard facts.typeKey == nil, codesOfAnyDomain.contains(facts.code) else { return false }
        return cancellationCodes[facts.domain]?.contains(facts.code) ?? false
    }
}

/// How an error is about the device's connection, when it is.
enum ConnectionProblem: Sendable, Hashable {
    /// The system says the device has no connection that requests can use: not connected,
    /// data not allowed, roaming off.
    case offline
    /// A connection could not be made or was lost — the host could not be reached or found, the
    /// connection dropped, Firebase Auth's network errors, Firestore's unavailable (which it also
    /// sends when the client is offline), Cloud Storage's retry limit — which is what
    /// being offline looks like to a request, but may also be the server's doing.
    case unreachable

    /// The `URLError` codes of a device without a usable connection.
    private static let offlineURLErrorCodes: Set<Int> = Set(
        [URLError.Code.notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff].map(\.rawValue))

    /// The `URLError` codes of a connection that could not be made or was lost.
    private static let unreachableURLErrorCodes: Set<Int> = Set(
        [URLError.Code.cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .dnsLookupFailed].map(
            \.rawValue))

    /// The connection problem `facts` name by their domain and code; `nil` when they name none.
    static func named(by facts: inout ErrorFacts) -> ConnectionProblem? {
        if let appError = facts.value(as: AppError.self, key: .appError) {
            switch appError {
            case .offline: return .offline
            case .network(let underlying):
                var underlyingFacts = ErrorFacts(underlying)
                return named(by: &underlyingFacts)
            default: return nil
            }
        }
        guard facts.typeKey == nil else { return nil }
        switch facts.domain {
        case NSURLErrorDomain:
            let code = facts.urlErrorCode()
            if offlineURLErrorCodes.contains(code) { return .offline }
            return unreachableURLErrorCodes.contains(code) ? .unreachable : nil
        case FirebaseErrorCodes.authDomain:
            return FirebaseErrorCodes.authNetworkCodes.contains(facts.code) ? .unreachable : nil
        case FirebaseErrorCodes.firestoreDomain:
            return facts.code == FirebaseErrorCodes.grpcUnavailable ? .unreachable : nil
        case FirebaseErrorCodes.storageDomain:
            return facts.code == FirebaseErrorCodes.storageRetryLimitExceeded ? .unreachable : nil
        default:
            return nil
        }
    }
}

/// Whether trying the same work again can help, as an error says by itself: an HTTP status, a
/// `URLError` code, a Firebase code or an ``AppError`` case. An error that says nothing has no
/// verdict.
enum RetryVerdict {
    /// The `URLError` codes that may well succeed when tried again: a lost, missing or slow
    /// connection, a server that could not be reached.
    private static let transientURLErrorCodes: Set<Int> = Set(
        [
            URLError.Code.timedOut, .cannotFindHost, .cannotConnectToHost, .networkConnectionLost,
            .dnsLookupFailed, .notConnectedToInternet, .internationalRoamingOff, .callIsActive,
            .dataNotAllowed, .secureConnectionFailed, .resourceUnavailable,
        ].map(\URLError.Code.rawValue))

    /// Whether retrying can help with the error of `facts`; `nil` when the error has no verdict
    /// of its own.
    static func of(_ facts: inout ErrorFacts) -> Bool? {
        if let appError = facts.value(as: AppError.self, key: .appError) {
            return of(appError)
        }
        if let status = facts.value(as: HTTPStatusError.self, key: .httpStatusError) {
            return isTransient(statusCode: status.statusCode)
        }
        guard facts.typeKey == nil else { return nil }
        switch facts.domain {
        case NSURLErrorDomain:
            return transientURLErrorCodes.contains(facts.urlErrorCode())
        case FirebaseErrorCodes.authDomain:
            if FirebaseErrorCodes.transientAuthCodes.contains(facts.code) { return true }
            return FirebaseErrorCodes.auth[facts.code] == nil ? nil : false
        case FirebaseErrorCodes.firestoreDomain, FirebaseErrorCodes.functionsDomain:
            if FirebaseErrorCodes.transientGRPCCodes.contains(facts.code) { return true }
            return FirebaseErrorCodes.grpc[facts.code] == nil ? nil : false
        case FirebaseErrorCodes.storageDomain:
            if facts.code == FirebaseErrorCodes.storageRetryLimitExceeded { return true }
            return FirebaseErrorCodes.storage[facts.code] == nil ? nil : false
        default:
            return nil
        }
    }

    private static func of(_ appError: AppError) -> Bool {
        switch appError {
        case .offline, .timeout, .serverError, .rateLimited:
            return true
        case .network(let underlying):
            var facts = ErrorFacts(underlying)
            return of(&facts) ?? false
        default:
            return false
        }
    }

    /// The HTTP statuses that say the same request may succeed later: request timeout, too
    /// early, too many requests, and the server errors that pass (internal, bad gateway,
    /// unavailable, gateway timeout). Not 501 (not implemented), 505 (version not supported) or
    /// 511 (a captive portal asks to sign in to the network): trying again cannot fix them.
    private static let transientStatusCodes: Set<Int> = [408, 425, 429, 500, 502, 503, 504]

    /// Whether an HTTP status says that the same request may succeed later.
    private static func isTransient(statusCode: Int) -> Bool {
        transientStatusCodes.contains(statusCode)
    }
}
