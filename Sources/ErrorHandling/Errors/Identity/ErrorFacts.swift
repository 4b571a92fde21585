import Foundation

/// What the translator and the built-in matchers read from an error: each fact at most once
/// per handled error.
///
/// The type key is read at once; the `NSError` code and domain are read the first time the
/// translator, a matcher or the rule index asks, so an error that only meets `.type` rules
/// never has its domain worked out (for a Swift enum that builds a string).
struct ErrorFacts {
    let error: any Error
    /// The key of the error's type, when casts to that type are decided by type identity.
    let typeKey: ErrorTypeKey?
    private var knownCode: Int?
    private var knownDomain: String?

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

    /// Whether the error is an object: an `NSError` among them, which on Apple platforms can be
    /// a boxed Swift error that casts back to its struct or enum type.
    var isObject: Bool {
        typeKey == nil && Swift.type(of: error) is AnyClass
    }
}
