extension ErrorMatcher {
    /// Matches an error when it, or any error it wraps, matches `matcher`.
    ///
    /// Wrapped errors are found through `NSUnderlyingErrorKey` and through
    /// ``UnderlyingErrorProviding``.
    /// - Parameter matcher: The matcher to try on each error of the chain.
    public static func underlying(_ matcher: ErrorMatcher) -> ErrorMatcher {
        ErrorMatcher { error in ErrorChain(error).contains(where: matcher.catches) }
    }
}
