/// The error and every error it wraps, outermost first, one per line, for logs.
///
/// Wrapped errors are found through ``UnderlyingErrorProviding`` and `NSUnderlyingErrorKey`.
/// Each line is the error's reflected description, with its own line breaks written as `\n`
/// so that one error stays on one line.
///
/// ```swift
/// let error = AppError.network(underlying: URLError(.timedOut))
/// print(errorChainDescription(for: error))
/// // ErrorHandling.AppError.network(underlying: Foundation.URLError(…))
/// // Foundation.URLError(…)
/// ```
/// - Parameter error: The outermost error.
/// - Returns: One line per error of the chain.
package func errorChainDescription(for error: any Error) -> String {
    ErrorChain(error)
        .map {
            ErrorDescriber.reflecting($0).split(
                omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        }
        .map { $0.joined(separator: "\\n") }
        .joined(separator: "\n")
}
