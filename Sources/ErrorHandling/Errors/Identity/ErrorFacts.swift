import Foundation

/// What the translator and the built-in matchers read from an error: each fact at most once
/// per handled error.
///
/// The type key is read at once; the `NSError` code and domain are read the first time the
/// translator, a matcher or the rule index asks, so an error that only meets `.type` rules
/// never has its domain worked out (for a Swift enum, its type's name).
struct ErrorFacts {
    let error: any Error
    /// The key of the error's type, when casts to that type are decided by type identity.
    let typeKey: ErrorTypeKey?
    /// Whether the error is an object: an `NSError` among them, which on Apple platforms can be
    /// a boxed Swift error that casts back to its struct or enum type.
    let isObject: Bool
    /// Whether the error is an `NSError` of that very class, not of a subclass: never a Swift
    /// value in a box (on Apple platforms the box is a subclass; on Linux a plain `NSError`
    /// never casts back to a Swift type), so never of a type with a key.
    private let isPlainNSError: Bool
    private var knownCode: Int?
    private var knownDomain: String?

    init(_ error: any Error) {
        self.error = error
        let type = Swift.type(of: error)
        isObject = type is AnyClass
        typeKey = isObject ? nil : ErrorTypeKey(type)
        isPlainNSError = ErrorTypeKey.isPlainNSError(type)
    }

    /// Whether the error is of the type whose key is `key`, as a cast to that type would find,
    /// when that is known without the cast: an error with a key is of that very type or of no
    /// type with a key, and a struct or enum without one (of a `CustomNSError` type) or a plain
    /// `NSError` casts to no type with a key. `nil` when only the cast can tell: the type has
    /// no key, or the error is an object that may hold a Swift value.
    func isOfType(_ key: ErrorTypeKey?) -> Bool? {
        guard let key else { return nil }
        if let typeKey {
            return typeKey == key
        }
        return isObject && !isPlainNSError ? nil : false
    }

    /// The error as a `T`, whose type's key is `key`: the cast is made only when the keys
    /// cannot tell that it fails (see ``isOfType(_:)``).
    func value<T: Error>(as _: T.Type, key: ErrorTypeKey?) -> T? {
        isOfType(key) == false ? nil : error as? T
    }

    /// Whether the error is of the type whose key is `key`, as `cast` finds: the keys decide
    /// when they can (see ``isOfType(_:)``), the cast when they cannot.
    func isOfType(_ key: ErrorTypeKey, cast: (any Error) -> Bool) -> Bool {
        isOfType(key) ?? cast(error)
    }

    /// The error's `NSError` code.
    var code: Int {
        mutating get {
            if let knownCode { return knownCode }
            // A type with a key does not bridge to `NSError` on its own terms, so the cast to
            // `CustomNSError` that `bridgedDomainAndCode` makes can be skipped.
            let code = typeKey == nil ? readDomainAndCode().code : error._code
            knownCode = code
            return code
        }
    }

    /// The error's `NSError` domain.
    var domain: String {
        mutating get {
            if let knownDomain { return knownDomain }
            let domain: String
            if let typeKey {
                domain = Self.domain(of: error, withKey: typeKey)
            } else {
                domain = readDomainAndCode().domain
            }
            knownDomain = domain
            return domain
        }
    }

    /// The domain and code of an error without a key, both kept: reading one costs what
    /// reading both does.
    private mutating func readDomainAndCode() -> (domain: String, code: Int) {
        let read = error.bridgedDomainAndCode
        knownDomain = read.domain
        knownCode = read.code
        return read
    }

    /// The domain of each type with a key read so far.
    private static let domainsOfTypes = Locked<[ErrorTypeKey: String]>([:])

    /// The domain of `error`, whose type has the key `key`: its type's name, which Swift builds
    /// as a new string on every read, so it is read once per type.
    private static func domain(of error: any Error, withKey key: ErrorTypeKey) -> String {
        if let known = domainsOfTypes.withLock({ $0[key] }) {
            return known
        }
        let domain = error._domain
        domainsOfTypes.withLock { $0[key] = domain }
        return domain
    }
}

extension ErrorFacts {
    /// libcurl's text for a connection it could not make, as swift-corelibs-foundation passes it
    /// on in the error's description (`Failed to connect to example.com port 443 after 3 ms:
    /// Couldn't connect to server`).
    private static let curlConnectFailurePrefix = "Failed to connect to "

    /// The code of an error of `NSURLErrorDomain` as Apple platforms report it.
    ///
    /// On Linux, swift-corelibs-foundation reports a connection that libcurl could not make for
    /// any reason but a refusal — no route to the network or to the host, the state of a device
    /// without a network — as `NSURLErrorUnknown`, where Apple platforms say
    /// `cannotConnectToHost`; only libcurl's text tells it apart. Read from the error's user
    /// info, never through code of the app's, and only its first bytes.
    mutating func urlErrorCode() -> Int {
        let code = self.code
        guard code == URLError.Code.unknown.rawValue, domain == NSURLErrorDomain,
            let description = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String,
            description.utf8.starts(with: Self.curlConnectFailurePrefix.utf8)
        else { return code }
        return URLError.Code.cannotConnectToHost.rawValue
    }
}

/// Identifies a concrete error type for which a cast cannot succeed from any other type.
///
/// Only structs and enums that do not bridge to `NSError` qualify: a class can be matched by a
/// subclass, and a `CustomNSError` type can be produced by bridging from an `NSError`, so for
/// those there is no key and every matcher runs.
struct ErrorTypeKey: Hashable {
    private let identifier: ObjectIdentifier

    /// The key of `type`, when casts to it are decided by type identity alone.
    init?(_ type: Any.Type) {
        guard !(type is AnyClass), !(type is any CustomNSError.Type), type != (any Error).self else {
            return nil
        }
        identifier = ObjectIdentifier(type)
    }

    /// The key of the dynamic type of `error`.
    init?(of error: any Error) {
        self.init(type(of: error))
    }
}

extension ErrorTypeKey {
    /// The key of ``AppError``, which the verdicts and the center read again and again.
    static let appError = ErrorTypeKey(AppError.self)
    /// The key of ``HTTPStatusError``.
    static let httpStatusError = ErrorTypeKey(HTTPStatusError.self)
}

extension ErrorTypeKey {
    /// Whether `type` is `NSError` itself, not a subclass. An error of that very class is never
    /// a Swift value in a box: on Apple platforms the box is a subclass, and on Linux a plain
    /// `NSError` never casts back to a Swift type. So it is of no type with a key, and it
    /// conforms to no Swift protocol of the package's (`UnderlyingErrorProviding`) or of
    /// Foundation's (`CustomNSError`).
    static func isPlainNSError(_ type: Any.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(NSError.self)
    }
}
