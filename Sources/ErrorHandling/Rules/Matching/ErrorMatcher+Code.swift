public import Foundation

extension ErrorMatcher {
    /// Matches errors whose `NSError` code is `code`.
    /// - Parameter code: The code to match.
    public static func code(_ code: Int) -> ErrorMatcher {
        ErrorMatcher(.code(code))
    }

    /// Matches errors whose `NSError` domain is `domain`.
    /// - Parameter domain: The domain to match.
    public static func domain(_ domain: String) -> ErrorMatcher {
        ErrorMatcher(.domain(domain))
    }

    /// Matches errors with both this `NSError` code and this domain.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - domain: The domain to match.
    public static func code(_ code: Int, domain: String) -> ErrorMatcher {
        ErrorMatcher(.codeInDomain(code, domain))
    }

    /// Matches `URLError`s (and `NSError`s of `NSURLErrorDomain`) with one of these codes.
    /// - Parameter codes: The codes to match.
    public static func urlError(_ codes: URLError.Code...) -> ErrorMatcher {
        ErrorMatcher(.urlError(Set(codes.map(\.rawValue))))
    }
}
