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
///
/// A handler finds the rules built from codes, domains, `URLError` codes and struct or enum
/// types through an index rather than by trying each rule, so such rules cost next to nothing
/// while they do not match. Rules built on your own predicate are tried one by one.
public struct ErrorMatcher {
    /// What the matcher tests, in a form the rule index can read.
    let condition: Condition

    /// Creates a matcher from a predicate.
    /// - Parameter matcher: Returns `true` for the errors the rule applies to.
    public init(matcher: @escaping (any Error) -> Bool) {
        self.init(.predicate(matcher))
    }

    init(_ condition: Condition) {
        self.condition = condition
    }

    /// Whether the matcher applies to `error`.
    /// - Parameter error: The error to test.
    /// - Returns: `true` when the rule applies.
    public func catches(_ error: any Error) -> Bool {
        var facts = ErrorFacts(error)
        return condition.matches(&facts)
    }

    /// Whether the matcher applies to the error `facts` were read from.
    func matches(_ facts: inout ErrorFacts) -> Bool {
        condition.matches(&facts)
    }
}

extension ErrorMatcher {
    /// Matches errors that either matcher matches.
    public static func || (lhs: ErrorMatcher, rhs: ErrorMatcher) -> ErrorMatcher {
        ErrorMatcher(.either(lhs.condition, rhs.condition))
    }

    /// Matches errors that both matchers match.
    public static func && (lhs: ErrorMatcher, rhs: ErrorMatcher) -> ErrorMatcher {
        ErrorMatcher(.both(lhs.condition, rhs.condition))
    }

    /// Matches errors that `matcher` does not match.
    public static prefix func ! (matcher: ErrorMatcher) -> ErrorMatcher {
        ErrorMatcher(.not(matcher.condition))
    }
}

extension ErrorMatcher {
    /// Matches an error when it, or any error it wraps, matches `matcher`.
    ///
    /// Wrapped errors are found through `NSUnderlyingErrorKey` and through
    /// ``UnderlyingErrorProviding``. Only the first 16 errors of the chain are tried, the
    /// outermost one included, so that a chain that wraps itself cannot loop forever: an error
    /// wrapped deeper than that is not matched. A logged record of an error whose chain is cut
    /// there has `metadata["chainTruncated"] = "true"`.
    /// - Parameter matcher: The matcher to try on each error of the chain.
    public static func underlying(_ matcher: ErrorMatcher) -> ErrorMatcher {
        ErrorMatcher(.underlying(matcher.condition))
    }
}
