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
    private var castOutcomes = CastOutcomes()

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
    /// when they can (see ``isOfType(_:)``); an object error is cast to each type once, and the
    /// outcome remembered for the matchers after.
    mutating func isOfType(_ key: ErrorTypeKey, cast: (any Error) -> Bool) -> Bool {
        if let known = isOfType(key) ?? castOutcomes.outcome(for: key) {
            return known
        }
        let outcome = cast(error)
        castOutcomes.remember(outcome, for: key)
        return outcome
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
            let domain = typeKey.map { Self.domain(of: error, withKey: $0) } ?? readDomainAndCode().domain
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
