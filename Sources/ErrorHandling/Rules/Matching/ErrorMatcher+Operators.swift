extension ErrorMatcher {
    /// Matches errors that either matcher matches.
    public static func || (lhs: ErrorMatcher, rhs: ErrorMatcher) -> ErrorMatcher {
        let sharedType = lhs.requiredType == rhs.requiredType ? lhs.requiredType : nil
        return ErrorMatcher(requiredType: sharedType) { lhs.catches($0) || rhs.catches($0) }
    }

    /// Matches errors that both matchers match.
    public static func && (lhs: ErrorMatcher, rhs: ErrorMatcher) -> ErrorMatcher {
        ErrorMatcher(requiredType: lhs.requiredType ?? rhs.requiredType) {
            lhs.catches($0) && rhs.catches($0)
        }
    }

    /// Matches errors that `matcher` does not match.
    public static prefix func ! (matcher: ErrorMatcher) -> ErrorMatcher {
        ErrorMatcher { !matcher.catches($0) }
    }
}
