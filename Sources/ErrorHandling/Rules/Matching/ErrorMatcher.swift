/// Decides whether a rule applies to an error.
///
/// Use the built-in matchers (``type(_:)-(Error)``, ``code(_:)``, ``domain(_:)``,
/// ``underlying(_:)``…), combine them with `||`, `&&` and `!`, or add your own as static
/// members in an extension:
///
/// ```swift
/// extension ErrorMatcher {
///     static var offline: ErrorMatcher { .urlError(.notConnectedToInternet) }
/// }
/// ```
public struct ErrorMatcher {
    private let matcher: (any Error) -> Bool

    /// The only concrete type of error this matcher can match, when that is known; rules are
    /// skipped on a cheap comparison of types before their closure runs.
    let requiredType: ErrorTypeKey?

    /// Creates a matcher from a predicate.
    /// - Parameter matcher: Returns `true` for the errors the rule applies to.
    public init(matcher: @escaping (any Error) -> Bool) {
        self.init(requiredType: nil, matcher: matcher)
    }

    init(requiredType: ErrorTypeKey?, matcher: @escaping (any Error) -> Bool) {
        self.requiredType = requiredType
        self.matcher = matcher
    }

    /// Whether the matcher applies to `error`.
    /// - Parameter error: The error to test.
    /// - Returns: `true` when the rule applies.
    public func catches(_ error: any Error) -> Bool {
        matcher(error)
    }

    /// Whether the matcher applies to `error`, whose type key is `key`, skipping the predicate
    /// when the types alone rule a match out.
    func catches(_ error: any Error, typeKey key: ErrorTypeKey?) -> Bool {
        if let requiredType, let key, requiredType != key {
            return false
        }
        return matcher(error)
    }
}
