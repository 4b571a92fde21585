public import Foundation

/// Turns errors from other libraries into the app's own errors before rules match them.
///
/// An ordered list of rules: ``translate(_:)`` returns the result of the first rule that
/// recognizes the error, or the error unchanged. A rule recognizes an error by its type or by
/// its `NSError` domain and code, and may still decline it by returning `nil`.
///
/// ```swift
/// let translator = ErrorTranslator()
///     .adding(URLError.self) { urlError in
///         urlError.code == .cancelled ? nil : AppError.offline
///     }
///     .adding(domain: "MyBackend", code: 42) { _ in AppError.sessionExpired }
///     .adding(.standard)
/// let handler = ErrorHandler(for: view, translator: translator)
/// ```
///
/// `ErrorTranslator()` has no rules and changes nothing; ``standard`` maps the common
/// system and Firebase errors to ``AppError``.
public struct ErrorTranslator: Sendable {
    private struct Rule: Sendable {
        /// Which errors the rule can recognize, decided before its transform runs.
        let scope: Scope
        /// Reads the facts of an error the scope admitted, so that a rule that needs only the
        /// code does not bridge the error to `NSError` to learn it again.
        let transform: @Sendable (inout ErrorFacts) -> (any Error)?
    }

    private enum Scope: Sendable {
        /// Errors of one type that no other type can be cast to.
        case type(ErrorTypeKey)
        /// Values of one struct or enum type that bridges to `NSError` on its own terms (a
        /// `CustomNSError` type), and the objects that may bridge to it: only those of its
        /// domain.
        case bridgedType(ObjectIdentifier, domain: String)
        /// `NSError`s, and the types that bridge to one, of one domain: only they can have a
        /// foreign domain.
        case domain(String)
        /// Any error.
        case any

        /// The scope of a rule for errors of type `type`: by type identity where casts are
        /// decided by it; for a struct or enum that bridges to `NSError` (such as `URLError`),
        /// its values and the objects of its domain, the only ones that may cast to it; else
        /// any error.
        init<E: Error>(_ type: E.Type) {
            if let key = ErrorTypeKey(type) {
                self = .type(key)
            } else if !(type is AnyClass), let bridged = type as? any CustomNSError.Type {
                self = .bridgedType(ObjectIdentifier(type), domain: bridged.errorDomain)
            } else {
                self = .any
            }
        }

        /// The domain of every error of the scope, when the scope names one.
        var namedDomain: String? {
            switch self {
            case .domain(let domain), .bridgedType(_, let domain): domain
            default: nil
            }
        }

        /// Whether the scope tells the error `facts` were read from by its domain alone, which
        /// must then be ``namedDomain``.
        func readsDomain(of facts: ErrorFacts) -> Bool {
            switch self {
            case .domain: true
            case .bridgedType: facts.isObject
            default: false
            }
        }

        /// Whether the scope can recognize an object whatever its domain: only a scope of any
        /// error; the others tell an object by its domain, or recognize none.
        var admitsObjectsOfEveryDomain: Bool {
            if case .any = self { true } else { false }
        }

        /// Whether the rule can recognize the error `facts` were read from; its domain is read
        /// once for all the rules of a translation, and for the rules engine after it.
        func admits(_ facts: inout ErrorFacts) -> Bool {
            switch self {
            case .type(let required): facts.typeKey == required
            case .bridgedType(let required, let domain):
                facts.isObject
                    ? facts.domain == domain : ObjectIdentifier(Swift.type(of: facts.error)) == required
            case .domain(let required): facts.typeKey == nil && facts.domain == required
            case .any: true
            }
        }
    }

    private let rules: [Rule]
    /// The domains the rules name, so that an error of any other domain is not compared with
    /// each of them.
    private let namedDomains: Set<String>
    /// Bit `n % 64` is set for a named domain of `n` UTF-8 bytes: a domain whose bit is clear is
    /// named by no rule, which its length tells without hashing it (most errors' domains).
    private let namedDomainLengthBits: UInt64
    /// Whether a rule can recognize an object of a domain no rule names.
    private let admitsObjectsOfOtherDomains: Bool

    /// Creates a translator with no rules, which returns every error unchanged.
    public init() {
        self.init(rules: [])
    }

    private init(rules: [Rule]) {
        self.rules = rules
        admitsObjectsOfOtherDomains = rules.contains { $0.scope.admitsObjectsOfEveryDomain }
        namedDomains = Set(rules.compactMap(\.scope.namedDomain))
        namedDomainLengthBits = namedDomains.reduce(0) { $0 | Self.lengthBit(of: $1) }
    }

    /// The error the first rule that recognizes `error` turns it into, or `error` unchanged.
    /// - Parameter error: The error to translate.
    /// - Returns: The translated error.
    public func translate(_ error: any Error) -> any Error {
        translation(of: error) ?? error
    }

    /// The error the first rule that recognizes `error` turns it into; `nil` when none does.
    func translation(of error: any Error) -> (any Error)? {
        var facts = ErrorFacts(error)
        return translation(of: &facts)
    }

    /// The error the first rule that recognizes the error of `facts` turns it into; `nil` when
    /// none does.
    func translation(of facts: inout ErrorFacts) -> (any Error)? {
        // One lookup instead of comparing the domain with that of each rule, when none names it.
        let isDomainNamed =
            facts.typeKey != nil || namedDomains.isEmpty || isNamed(facts.domain)
        if !isDomainNamed, facts.isObject, !admitsObjectsOfOtherDomains {
            return nil
        }
        for rule in rules
        where (isDomainNamed || !rule.scope.readsDomain(of: facts)) && rule.scope.admits(&facts) {
            if let translated = rule.transform(&facts) {
                return translated
            }
        }
        return nil
    }

    private func isNamed(_ domain: String) -> Bool {
        namedDomainLengthBits & Self.lengthBit(of: domain) != 0 && namedDomains.contains(domain)
    }

    private static func lengthBit(of domain: String) -> UInt64 {
        1 << UInt64(domain.utf8.count % 64)
    }

    /// A translator with one more rule, after the others: errors of type `type` (or of a
    /// subclass, or bridged to it from an `NSError`) become what `transform` returns.
    /// - Parameters:
    ///   - type: The type of error the rule recognizes.
    ///   - transform: Returns the translated error, or `nil` to leave the error to later rules.
    /// - Returns: The extended translator.
    public func adding<E: Error>(
        _ type: E.Type,
        _ transform: @escaping @Sendable (E) -> (any Error)?
    ) -> ErrorTranslator {
        adding(Rule(scope: Scope(E.self)) { facts in (facts.error as? E).flatMap(transform) })
    }

    /// A translator with one more rule, after the others: errors with this `NSError` domain
    /// become what `transform` returns.
    /// - Parameters:
    ///   - domain: The domain the rule recognizes, such as `"FIRAuthErrorDomain"`.
    ///   - transform: Returns the translated error, or `nil` to leave the error to later rules.
    /// - Returns: The extended translator.
    public func adding(
        domain: String,
        _ transform: @escaping @Sendable (NSError) -> (any Error)?
    ) -> ErrorTranslator {
        adding(domain: domain, readingFacts: { transform($0.error as NSError) })
    }

    /// A translator with one more rule, after the others: errors with this `NSError` domain and
    /// code become what `transform` returns.
    /// - Parameters:
    ///   - domain: The domain the rule recognizes, such as `"FIRAuthErrorDomain"`.
    ///   - code: The code the rule recognizes.
    ///   - transform: Returns the translated error, or `nil` to leave the error to later rules.
    /// - Returns: The extended translator.
    public func adding(
        domain: String,
        code: Int,
        _ transform: @escaping @Sendable (NSError) -> (any Error)?
    ) -> ErrorTranslator {
        adding(domain: domain, readingFacts: { $0.code == code ? transform($0.error as NSError) : nil })
    }

    /// A translator with one more rule, after the others: errors with this `NSError` domain
    /// become the error `table` holds for their code; other codes are left to later rules.
    /// - Parameters:
    ///   - domain: The domain the rule recognizes.
    ///   - table: The translated error of each code.
    /// - Returns: The extended translator.
    public func adding(domain: String, codes table: [Int: any Error]) -> ErrorTranslator {
        adding(domain: domain, readingFacts: { table[$0.code] })
    }

    /// A translator with the rules of `other` after its own, as in
    /// `ErrorTranslator().adding(MyError.self) { … }.adding(.standard)`.
    /// - Parameter other: The translator whose rules come last.
    /// - Returns: The combined translator.
    public func adding(_ other: ErrorTranslator) -> ErrorTranslator {
        ErrorTranslator(rules: rules + other.rules)
    }

    /// A translator with one more rule, after the others, for errors with this `NSError` domain,
    /// which reads what was already read of them, such as their code.
    func adding(
        domain: String, readingFacts transform: @escaping @Sendable (inout ErrorFacts) -> (any Error)?
    ) -> ErrorTranslator {
        adding(Rule(scope: .domain(domain), transform: transform))
    }

    private func adding(_ rule: Rule) -> ErrorTranslator {
        ErrorTranslator(rules: rules + [rule])
    }
}

extension ErrorTranslator {
    /// Translates the errors most apps meet into ``AppError``:
    ///
    /// - `URLError`, and any other error of `NSURLErrorDomain` (an `NSError` among them), by its
    ///   code: not connected, data not allowed and international roaming off become
    ///   ``AppError/offline``; timed out ``AppError/timeout``; user authentication required
    ///   ``AppError/unauthorized``; any other code, a lost connection and a call in progress
    ///   among them, ``AppError/network(underlying:)``.
    /// - ``HTTPStatusError``: 401 ``AppError/unauthorized``, 403 ``AppError/forbidden``, 404
    ///   ``AppError/notFound``, 408 ``AppError/timeout``, 429
    ///   ``AppError/rateLimited(retryAfter:)`` with the server's delay, 511
    ///   ``AppError/networkSignInRequired``, any other 5xx ``AppError/serverError``; other
    ///   statuses stay as they are.
    /// - `DecodingError` becomes ``AppError/decodingError(underlying:)``.
    /// - Files: `CocoaError.fileWriteOutOfSpace` and POSIX `ENOSPC` and `EDQUOT` become
    ///   ``AppError/storageFull``; no such file (`CocoaError.fileNoSuchFile`,
    ///   `.fileReadNoSuchFile`, `ENOENT`) ``AppError/notFound``; no permission or a read-only
    ///   volume (`.fileReadNoPermission`, `.fileWriteNoPermission`, `.fileWriteVolumeReadOnly`,
    ///   `EACCES`, `EPERM`, `EROFS`) ``AppError/forbidden``.
    /// - Firebase Auth, Cloud Firestore, Cloud Functions and Cloud Storage `NSError`s, by domain
    ///   and code, without depending on Firebase; the table is in <doc:ErrorsPeopleCanRead>.
    ///
    /// A code this list does not name, of any of these domains, is left to the rules after; every
    /// other error stays as it is.
    public static let standard = ErrorTranslator()
        // By domain, so that an `NSError` that does not bridge to `URLError` by itself (on
        // Linux) is translated as a `URLError` is, and by the code already read of the error.
        .adding(domain: NSURLErrorDomain, readingFacts: { translatingURLError(code: $0.code, $0.error) })
        .adding(HTTPStatusError.self, translatingHTTPStatus)
        .adding(DecodingError.self) { AppError.decodingError(underlying: $0) }
        .adding(domain: NSCocoaErrorDomain, codes: FileErrorCodes.cocoa)
        .adding(domain: NSPOSIXErrorDomain, codes: FileErrorCodes.posix)
        .adding(domain: FirebaseErrorCodes.authDomain) { error in
            FirebaseErrorCodes.authNetworkCodes.contains(error.code)
                ? AppError.network(underlying: error) : FirebaseErrorCodes.auth[error.code]
        }
        .adding(domain: FirebaseErrorCodes.firestoreDomain, codes: FirebaseErrorCodes.grpc)
        .adding(domain: FirebaseErrorCodes.functionsDomain, codes: FirebaseErrorCodes.grpc)
        .adding(domain: FirebaseErrorCodes.storageDomain) { error in
            error.code == FirebaseErrorCodes.storageRetryLimitExceeded
                ? AppError.network(underlying: error) : FirebaseErrorCodes.storage[error.code]
        }

    // The translations without a payload, each boxed as `any Error` once: an enum returned as
    // `any Error` is put in a new box on the heap every time.
    private static let offline: any Error = AppError.offline
    private static let timeout: any Error = AppError.timeout
    private static let unauthorized: any Error = AppError.unauthorized
    private static let forbidden: any Error = AppError.forbidden
    private static let notFound: any Error = AppError.notFound
    private static let serverError: any Error = AppError.serverError
    private static let networkSignInRequired: any Error = AppError.networkSignInRequired

    private static func translatingURLError(code: Int, _ error: any Error) -> any Error {
        switch code {
        case URLError.Code.notConnectedToInternet.rawValue, URLError.Code.dataNotAllowed.rawValue,
            URLError.Code.internationalRoamingOff.rawValue:
            return offline
        case URLError.Code.timedOut.rawValue:
            return timeout
        case URLError.Code.userAuthenticationRequired.rawValue:
            return unauthorized
        default:
            return AppError.network(underlying: error)
        }
    }

    @Sendable private static func translatingHTTPStatus(_ error: HTTPStatusError) -> (any Error)? {
        switch error.statusCode {
        case 401: return unauthorized
        case 403: return forbidden
        case 404: return notFound
        case 408: return timeout
        case 429: return AppError.rateLimited(retryAfter: error.retryAfter)
        case 511: return networkSignInRequired
        case 500...599: return serverError
        default: return nil
        }
    }
}
