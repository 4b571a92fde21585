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
