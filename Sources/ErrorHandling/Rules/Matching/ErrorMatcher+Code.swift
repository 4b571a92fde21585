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

    /// Matches errors whose `NSError` domain `predicate` accepts, such as every domain of your
    /// app: `.domain(where: { $0.hasPrefix("com.example.") })`.
    ///
    /// The handler passes the domain it has already read for the error, so a Swift error is not
    /// bridged to `NSError` to find it, as `($0 as NSError).domain` in your own matcher would.
    /// Like your own matchers, it is tried on every error.
    /// - Parameter predicate: Returns `true` for the domains the rule applies to.
    public static func domain(where predicate: @escaping (String) -> Bool) -> ErrorMatcher {
        ErrorMatcher(.domainWhere(predicate))
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
