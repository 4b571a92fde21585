import Foundation

/// What the translator and the built-in matchers read from an error: each fact at most once
/// per handled error.
///
/// The type key is read at once; the `NSError` code and domain and the hash of a `Hashable`
/// error are read the first time a matcher or the rule index asks, so an error that only
/// meets `.type` rules never has its domain worked out (for a Swift enum that builds a string).
struct ErrorFacts {
    let error: any Error
    /// The key of the error's type, when casts to that type are decided by type identity.
    let typeKey: ErrorTypeKey?
    private var knownCode: Int?
    private var knownDomain: String?
    private var knownValueHash: Int??

    init(_ error: any Error) {
        self.error = error
        typeKey = ErrorTypeKey(of: error)
    }

    /// The error's `NSError` code.
    var code: Int {
        mutating get {
            if let knownCode { return knownCode }
            // A type with a key does not bridge to `NSError` on its own terms, so the cast to
            // `CustomNSError` that `bridgedCode` makes can be skipped.
            let code = typeKey == nil ? error.bridgedCode : error._code
            knownCode = code
            return code
        }
    }

    /// The error's `NSError` domain.
    var domain: String {
        mutating get {
            if let knownDomain { return knownDomain }
            let domain = typeKey == nil ? error.bridgedDomain : error._domain
            knownDomain = domain
            return domain
        }
    }

    /// The hash of the error through its own `Hashable` conformance; `nil` when its type has
    /// no key or is not `Hashable`.
    var valueHash: Int? {
        mutating get {
            if let knownValueHash { return knownValueHash }
            let hash =
                typeKey == nil ? nil : (Swift.type(of: error) as? any Hashable.Type)?.hashOfError(error)
            knownValueHash = .some(hash)
            return hash
        }
    }

    /// Whether the error is an object: an `NSError` among them, which on Apple platforms can be
    /// a boxed Swift error that casts back to its struct or enum type.
    var isObject: Bool {
        typeKey == nil && Swift.type(of: error) is AnyClass
    }
}

extension Hashable {
    /// The hash of `error`, which must be of this type.
    static func hashOfError(_ error: any Error) -> Int? {
        (error as? Self)?.hashValue
    }
}
