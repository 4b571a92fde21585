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
